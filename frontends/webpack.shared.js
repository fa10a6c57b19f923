// One webpack configuration for every frontend: host shell and remotes (module federation).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.join(__dirname, '..');
const pkg = (name) => require(path.join(root, 'node_modules', name, 'package.json')).version;
const CORE_VERSION = require('./core/package.json').version;

/** `npm run dev`: each app's dev server port. */
const DEV_PORTS = { shell: 4200, member: 4201, 'club-admin': 4202, 'system-admin': 4203 };

/**
 * Shared singletons. The host owns the instances (QueryClient, router, auth, toasts in core);
 * remotes use the host's. antd is deliberately NOT shared: a shared library cannot be
 * tree-shaken, so each app bundles only the antd components it uses, and the one theme comes
 * from core (plain tokens) through each app's ConfigProvider.
 */
const shared = {
  react: { singleton: true, requiredVersion: `^${pkg('react')}` },
  'react-dom': { singleton: true, requiredVersion: `^${pkg('react-dom')}` },
  // Its client-side subset only (react-router-client.mjs): the whole package, untree-shaken,
  // would not fit the shell's first-load budget. `version` is the package's, not the file's.
  'react-router': {
    singleton: true,
    requiredVersion: `^${pkg('react-router')}`,
    version: pkg('react-router'),
    import: path.join(__dirname, 'react-router-client.mjs'),
  },
  '@tanstack/react-query': { singleton: true, requiredVersion: `^${pkg('@tanstack/react-query')}` },
  '@courtside/core': { singleton: true, version: CORE_VERSION, requiredVersion: `^${CORE_VERSION}` },
};

/**
 * @param {object} options
 * @param {string} options.name   federation name (shell, member, club-admin, system-admin)
 * @param {string} options.dir    the app's folder
 * @param {Record<string,string>} [options.exposes]  remotes only
 * @param {boolean} [options.host]
 */
module.exports = function federatedApp({ name, dir, exposes, host = false }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: path.join(dir, 'src/index.ts'),
      output: {
        // Every app builds into dist/frontends/<app>: the folder the backend serves (FRONTEND_DIST).
        path: path.join(root, 'dist/frontends', name),
        // The shell serves deep links (/events/1/edit): its assets are absolute. Remotes load
        // from wherever remotes.json says they live.
        publicPath: host ? '/' : 'auto',
        // Entry files keep stable names (served with no-cache); chunks are content-hashed (immutable).
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: `courtside_${name.replace(/-/g, '_')}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          '@courtside/core': path.join(__dirname, 'core/src/index.ts'),
          '@courtside/domain': path.join(root, 'libs/domain/src/index.ts'),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: name.replace(/-/g, '_'),
          ...(host ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared,
          dts: false,
          manifest: host ? false : { fileName: 'mf-manifest.json' },
        }),
        ...(host
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                scriptLoading: 'defer',
                publicPath: '/',
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: DEV_PORTS[name],
        // Club subdomains (riverside.localhost:4200) reach the dev server too.
        allowedHosts: 'all',
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        hot: true,
        // The API keeps the browser's Host, so the backend sees the club's subdomain.
        proxy: host
          ? [
              {
                context: ['/api'],
                target: `http://127.0.0.1:${process.env.PORT || 3000}`,
                changeOrigin: false,
              },
            ]
          : undefined,
        setupMiddlewares: (middlewares, server) => {
          if (host) {
            server.app.get('/remotes.json', (_req, res) =>
              res.json(
                Object.fromEntries(
                  Object.entries(DEV_PORTS)
                    .filter(([n]) => n !== 'shell')
                    .map(([n, p]) => [n, `http://localhost:${p}/mf-manifest.json`]),
                ),
              ),
            );
          }
          return middlewares;
        },
      },
    };
  };
};
