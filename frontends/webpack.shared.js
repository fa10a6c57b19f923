// One webpack configuration for every frontend: host shell and remotes (module federation).
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.join(__dirname, '..');
const pkg = (name) => require(path.join(root, 'node_modules', name, 'package.json')).version;
const CORE_VERSION = require('./core/package.json').version;
const UI_VERSION = require('./ui/package.json').version;

/** `npm run dev`: each app's dev server port. */
const DEV_PORTS = { shell: 4200, member: 4201, 'club-admin': 4202, 'system-admin': 4203 };

/**
 * A package shared as the subset of it the apps use (frontends/*-client.mjs): a shared module
 * cannot be tree-shaken, and the whole package would not fit the shell's first-load budget.
 * `version` is the package's, not the file's.
 */
const clientSubset = (name, file) => ({
  singleton: true,
  requiredVersion: `^${pkg(name)}`,
  version: pkg(name),
  import: path.join(__dirname, file),
});

/**
 * The UI kit's components shared between the apps, one instance for all: those holding state the
 * host owns (the toast region, the confirm dialog) and those the shell renders itself, so a
 * remote reuses the copy the shell's first load brought. The other components (action-menu,
 * back-link, form-state, table, tabs, tag) hold no state: each remote bundles the ones it uses
 * into its own chunks. Shared one by one they cost a request each on a page's first load, queued
 * on HTTP/1.1's six connections.
 */
const SHARED_KIT = ['access-denied', 'button', 'confirm', 'form', 'icons', 'page', 'states', 'toast'];

/**
 * Shared singletons. The host owns the instances (QueryClient, router, auth, i18next in core; the
 * toast region and confirm dialog of the UI kit); remotes use the host's. antd is not used: the
 * kit's native controls are lighter and one look everywhere.
 */
const shared = {
  react: { singleton: true, requiredVersion: `^${pkg('react')}` },
  'react-dom': { singleton: true, requiredVersion: `^${pkg('react-dom')}` },
  'react-router': clientSubset('react-router', 'react-router-client.mjs'),
  '@tanstack/react-query': clientSubset('@tanstack/react-query', 'react-query-client.mjs'),
  // One i18next instance for the host and every remote: switching language switches them all.
  i18next: { singleton: true, requiredVersion: `^${pkg('i18next')}` },
  'react-i18next': clientSubset('react-i18next', 'react-i18next-client.mjs'),
  '@courtside/core': { singleton: true, version: CORE_VERSION, requiredVersion: `^${CORE_VERSION}` },
  ...Object.fromEntries(
    SHARED_KIT.map((component) => [
      `@courtside/ui/${component}`,
      { singleton: true, version: UI_VERSION, requiredVersion: `^${UI_VERSION}` },
    ]),
  ),
};

/**
 * The shell provides every shared module eagerly, in its entry file: on HTTP/1.1 each of them
 * would be a file of its own, a dozen requests queued on the browser's six connections before
 * the first screen, and the shell needs them all for its first render anyway. Remotes keep them
 * lazy (their fallbacks load only when no host provides them, as on a remote's own dev server).
 */
const eagerly = (modules) =>
  Object.fromEntries(Object.entries(modules).map(([key, config]) => [key, { ...config, eager: true }]));

/** The federation manifest plugin also emits mf-manifest-stats.json (build paths): not shipped. */
class DropBuildStats {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('DropBuildStats', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DropBuildStats', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          if (compilation.getAsset('mf-manifest-stats.json'))
            compilation.deleteAsset('mf-manifest-stats.json');
        },
      );
    });
  }
}

/**
 * The shell's entry scripts at high fetch priority: a `defer` script is fetched at low priority,
 * behind the preloads of what it will load itself, though nothing runs before it.
 */
class EntryScriptsFirst {
  apply(compiler) {
    compiler.hooks.compilation.tap('EntryScriptsFirst', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap('EntryScriptsFirst', (data) => {
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        return data;
      });
    });
  }
}

// Route preloads, the build's side (backend/src/frontends/index-page.ts reads what it writes).
/** Files a browser fetches for a set of chunks: scripts and stylesheets, no maps or licences. */
const servedFiles = (chunks) =>
  [...new Set(chunks.flatMap((chunk) => [...chunk.files]))].filter((file) => /\.(js|css)$/.test(file)).sort();

/**
 * What a set of chunks needs: its files, the shared modules (share keys) it consumes, and the
 * Dutch catalogues its modules register (the chunks named `<namespace>-nl` that core's
 * `registerCatalogue` loads), which a Dutch reader's page preloads too. A catalogue fetched only
 * when used (`whenUsed`: the shared messages) is named otherwise, so no page waits for it.
 */
function chunkNeeds(compilation, chunks) {
  const consumes = new Set();
  const dutch = [];
  for (const chunk of chunks)
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module') consumes.add(module.options.shareKey);
      for (const block of module.blocks ?? [])
        dutch.push(...blockChunks(compilation, block).filter((c) => c.name?.endsWith('-nl')));
    }
  return { files: servedFiles(chunks), consumes: [...consumes].sort(), dutch: servedFiles(dutch) };
}

/** The chunks behind an async block (a lazy import, a shared module's provider or fallback). */
const blockChunks = (compilation, block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? [];

/**
 * Writes `preloads.json` beside the app's build (not served; the backend reads it at start): per
 * named chunk group (the shell's entry `main` and `bootstrap`, a remote's
 * `__federation_expose_<Page>`) the files it loads, the shared modules it consumes and the Dutch
 * catalogues it registers, and per shared module this app provides its files. From it the backend
 * names, in the page's head, every file a route needs, so the browser fetches them at once instead
 * of one wave at a time.
 */
class RoutePreloadsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RoutePreloadsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutePreloadsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = {};
          for (const [name, group] of compilation.namedChunkGroups)
            if (name === 'main' || name === 'bootstrap' || name.startsWith('__federation_expose_'))
              groups[name] = chunkNeeds(compilation, group.chunks);
          const shared = {};
          for (const module of compilation.modules) {
            const key =
              module.type === 'provide-module'
                ? module._name
                : module.type === 'consume-shared-module'
                  ? module.options.shareKey
                  : null;
            const chunks = key ? module.blocks.flatMap((block) => blockChunks(compilation, block)) : [];
            // An eager provider (the shell's) is in the entry already: nothing more to fetch, and
            // its remotes' fallbacks must not be preloaded in its place.
            if (key && module.type === 'provide-module' && module._eager)
              shared[key] = { files: [], consumes: [] };
            // A provider wins over a fallback: it is what the share scope hands out.
            else if (chunks.length && (!shared[key] || module.type === 'provide-module'))
              shared[key] = chunkNeeds(compilation, chunks);
          }
          const json = JSON.stringify({ groups, shared }, null, 1);
          compilation.emitAsset('preloads.json', new compiler.webpack.sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * `[name].[contenthash:8].js` for entry files (main; a remote's container entry, named after the
 * remote, as remoteEntry.[contenthash:8].js). The federation runtime reads its
 * own chunk's file name while webpack is still hashing, before any content hash exists, which
 * webpack 5.111 no longer forgives (module-federation/core#5077): until the hash exists the name
 * is given without it (the runtime only takes the folder from it, the same either way).
 */
const hashedEntry = (container) => (pathData) => {
  const base = pathData.chunk?.name === container ? 'remoteEntry' : '[name]';
  return pathData.chunk?.contentHash?.javascript ? `${base}.[contenthash:8].js` : `${base}.js`;
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
      // Production maps are hidden (no sourceMappingURL in the served files) and written beside
      // the served folder, not in it: they carry the original sources and the build's paths.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      entry: path.join(dir, 'src/index.ts'),
      output: {
        // Every app builds into dist/frontends/<app>: the folder the backend serves (FRONTEND_DIST).
        path: path.join(root, 'dist/frontends', name),
        // The shell serves deep links (/events/1/edit): its assets are absolute. Remotes load
        // from wherever remotes.json says they live.
        publicPath: host ? '/' : 'auto',
        // Every file is content-hashed in production (served immutable): the backend names the
        // current entry files in the page it renders (main.<hash>.js, remoteEntry.<hash>.js).
        filename: production ? hashedEntry(host ? null : name.replace(/-/g, '_')) : '[name].js',
        // The shell's stylesheet (webpack's native CSS) is content-hashed too.
        cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        sourceMapFilename: `../../frontend-sourcemaps/${name}/[file].map`,
        uniqueName: `courtside_${name.replace(/-/g, '_')}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          '@courtside/core': path.join(__dirname, 'core/src/index.ts'),
          '@courtside/ui': path.join(__dirname, 'ui/src'),
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
          // No CSS maps in production: style-loader would inline them, original sources and all.
          {
            test: /\.css$/,
            use: ['style-loader', { loader: 'css-loader', options: { sourceMap: !production } }],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: name.replace(/-/g, '_'),
          ...(host
            ? { remotes: {} }
            : // In production the container entry takes output.filename: remoteEntry.<hash>.js.
              { filename: production ? undefined : 'remoteEntry.js', exposes }),
          shared: host ? eagerly(shared) : shared,
          dts: false,
          experiments: {
            optimization: { target: 'web' },
            // One federation runtime: the shell's. It lends its runtime core on a global and a
            // production remote uses it instead of bundling its own; a remote's own dev server
            // (development) keeps its runtime, so it still runs standalone.
            ...(host ? {} : { externalRuntime: production }),
          },
          // The shell lends its runtime (see provide-runtime-core.mjs for why not provideExternalRuntime).
          ...(host ? { runtimePlugins: [path.join(__dirname, 'provide-runtime-core.mjs')] } : {}),
          manifest: host ? false : { fileName: 'mf-manifest.json' },
        }),
        ...(production && !host ? [new DropBuildStats()] : []),
        ...(production ? [new RoutePreloadsPlugin()] : []),
        // Public files (favicon, robots.txt) and precompressed .br/.gz of every text asset.
        ...require('./webpack.wire.js')({ dir, production, host }),
        ...(host
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'src/index.html'),
                scriptLoading: 'defer',
                publicPath: '/',
              }),
              new EntryScriptsFirst(),
            ]
          : []),
      ],
      // Few files on a page's first load: a remote's page is one file with everything of the
      // remote it needs (besides the shared modules, the shell's). Split into chunks shared
      // between pages, /events took six files of the member remote, each a request queued on
      // HTTP/1.1's six connections. What two pages have in common is fetched twice across a visit
      // (the cache keeps it per file) and runs once.
      // The shell's own lazy pages (sign-in, unsubscribe, ...) keep webpack's default splitting.
      ...(host ? {} : { optimization: { splitChunks: false } }),
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
