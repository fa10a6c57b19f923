const path = require('node:path');
const base = require('../jest.frontend')({ displayName: 'shell', rootDir: __dirname });

module.exports = {
  ...base,
  // Globals jsdom lacks, before any module (react-router reads them as it loads).
  setupFiles: [...(base.setupFiles ?? []), path.join(__dirname, 'src/test/setup-globals.js')],
  moduleNameMapper: { ...base.moduleNameMapper, '^@/(.*)$': path.join(__dirname, 'src/$1') },
};
