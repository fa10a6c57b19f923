const path = require('node:path');
const base = require('../jest.frontend')({ displayName: 'shell', rootDir: __dirname });

module.exports = {
  ...base,
  // Globals jsdom lacks, before any module (react-router reads them as it loads).
  setupFiles: [...(base.setupFiles ?? []), path.join(__dirname, 'src/test/setup-globals.js')],
  // The host's <dialog> (the join page asks before withdrawing) needs showModal, which jsdom lacks.
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, '../test-support/setup.ts')],
  moduleNameMapper: { ...base.moduleNameMapper, '^@/(.*)$': path.join(__dirname, 'src/$1') },
};
