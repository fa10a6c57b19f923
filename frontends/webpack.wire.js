// Bytes on the wire, for webpack.shared.js: the shell's public files (favicon, robots.txt) and,
// in production, every text asset precompressed at build time (name.br, name.gz beside it). The
// backend picks the variant the browser accepts (backend/src/frontends/serve-frontends.ts).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

/** Text assets worth compressing; source maps and the federation build stats are never served. */
const TEXT = /\.(js|css|html|json|svg|txt)$/i;
const NEVER_SERVED = /(\.map|mf-manifest-stats\.json|preloads\.json)$/i;

/** Emits every file of `<app>/public` as it is, at the root of the app's output. */
class PublicFiles {
  constructor(folder) {
    this.folder = folder;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFiles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          if (!fs.existsSync(this.folder)) return;
          for (const name of fs.readdirSync(this.folder)) {
            const file = path.join(this.folder, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {boolean} options.production
 * @param {boolean} options.host
 */
module.exports = function wirePlugins({ dir, production, host }) {
  const plugins = host ? [new PublicFiles(path.join(dir, 'public'))] : [];
  if (!production) return plugins;
  const common = { test: TEXT, exclude: NEVER_SERVED, threshold: 0, minRatio: 0.9 };
  return [
    ...plugins,
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
};
