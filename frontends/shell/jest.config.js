module.exports = require('../jest.frontend')({ displayName: 'shell', rootDir: __dirname });
