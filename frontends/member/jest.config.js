module.exports = require('../jest.frontend')({ displayName: 'member', rootDir: __dirname });
