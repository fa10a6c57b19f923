module.exports = require('../jest.preset')({ displayName: 'backend', rootDir: __dirname });
