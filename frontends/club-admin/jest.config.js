const path = require('node:path');
const base = require('../jest.frontend')({ displayName: 'club-admin', rootDir: __dirname });

module.exports = {
  ...base,
  // The host's <dialog> needs showModal, which jsdom lacks.
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, '../test-support/setup.ts')],
  moduleNameMapper: { ...base.moduleNameMapper, '^@/(.*)$': path.join(__dirname, 'src/$1') },
};
