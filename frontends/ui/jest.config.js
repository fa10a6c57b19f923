const path = require('node:path');
const base = require('../jest.frontend')({ displayName: 'ui', rootDir: __dirname });

module.exports = {
  ...base,
  setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, '../test-support/setup.ts')],
};
