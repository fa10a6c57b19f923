const path = require('node:path');
const federatedApp = require('../webpack.shared');

const shell = federatedApp({ name: 'shell', dir: __dirname, host: true });

module.exports = (env, argv) => {
  const config = shell(env, argv);
  // `@/` is this app's src folder (as in tsconfig.json and jest.config.js): no ../../../ imports.
  config.resolve.alias = { ...config.resolve.alias, '@': path.join(__dirname, 'src') };
  // The stylesheet is a file of its own, linked from the page's head (no flash of unstyled
  // content, and no style-loader code in the first load's JavaScript).
  config.experiments = { ...config.experiments, css: true };
  config.module.rules = config.module.rules.map((rule) =>
    String(rule.test) === String(/\.css$/) ? { test: /\.css$/, type: 'css' } : rule,
  );
  return config;
};
