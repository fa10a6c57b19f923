module.exports = require('../webpack.shared')({ name: 'member', dir: __dirname, exposes: { './routes': './src/app/routes.tsx' } });
