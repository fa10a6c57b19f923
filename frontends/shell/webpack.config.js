const path = require('node:path');
const { InjectManifest } = require('workbox-webpack-plugin');
const federatedApp = require('../webpack.shared');

/** Where the worker's own build goes before InjectManifest copies it into the shell's (sw.js). */
const SW_BUILD = path.join(__dirname, '../../dist/frontends-sw/sw.js');

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
  if (argv.mode === 'development') return config;
  // The service worker (sw/sw.ts) at /sw.js, in production builds only (a development server's
  // files change on every edit, which a precache would only get in the way of). It is compiled on
  // its own first (serviceWorker below): compiled inside this build, module federation would put
  // the shell's shared modules into it. Then InjectManifest writes the shell's files into it.
  config.dependencies = ['service-worker'];
  config.plugins.push(
    new InjectManifest({
      swSrc: SW_BUILD,
      swDest: 'sw.js',
      compileSrc: false,
      // The build's text files are served precompressed; the worker fetches the originals.
      exclude: [/\.(br|gz|map|LICENSE\.txt)$/, /preloads\.json$/, /^robots\.txt$/, /^favicon\.png$/],
      // Content-hashed names need no revision of their own.
      dontCacheBustURLsMatching: /\.[0-9a-f]{8}\.(js|css)$/,
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    }),
  );
  return [serviceWorker(config), config];
};

/** The worker's own build: workbox's modules and sw.ts, one file, no federation. */
function serviceWorker(shellConfig) {
  return {
    name: 'service-worker',
    mode: 'production',
    target: 'webworker',
    context: __dirname,
    entry: path.join(__dirname, 'sw/sw.ts'),
    devtool: false,
    output: { path: path.dirname(SW_BUILD), filename: path.basename(SW_BUILD), clean: true },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [shellConfig.module.rules.find((rule) => String(rule.test).includes('jsx'))] },
    optimization: { minimize: true },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
