module.exports = require('../webpack.shared')({ name: 'shell', dir: __dirname, host: true });
