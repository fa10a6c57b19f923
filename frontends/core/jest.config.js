module.exports = require('../jest.frontend')({ displayName: 'core', rootDir: __dirname });
