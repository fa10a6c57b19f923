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
    String(rule.test) === String(/\.css$/)
      ? {
          test: /\.css$/,
          oneOf: [
            // The clubhouse screen's stylesheet comes only with the kiosk page's chunk. As a CSS
            // file of its own it would bring webpack's loader for lazy stylesheets into main.js
            // (some 0.6 KB of the first load's budget): the page's chunk injects it instead.
            { include: path.join(__dirname, '../ui/src/clubhouse'), type: 'javascript/auto', use: rule.use },
            { type: 'css' },
          ],
        }
      : rule,
  );
  // The libraries the entry provides (React, the router, TanStack Query, i18next) in a file of
  // their own beside main.js, fetched with it in parallel. main.js is then the
  // federation runtime and the shell's own code: it arrives before React DOM's chunk and runs while
  // that chunk still downloads, where as one file it came last and ran after everything else had
  // arrived. The federation runtime stays with webpack's (its runtime modules need it at start).
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        libraries: {
          test: /[\\/]node_modules[\\/](?!@module-federation[\\/])/,
          chunks: 'initial',
          name: 'libraries',
          priority: 20,
          enforce: true,
        },
      },
    },
  };
  return config;
};
