module.exports = require('../../jest.preset')({ displayName: 'domain', rootDir: __dirname });
