import { Logger } from '@nestjs/common';
import { API_ERRORS, isSignInPage } from '@courtside/domain';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { errorBody } from '../common/errors/error-body';
import { indexPage, type PageRequest } from './index-page';

const BUILD_ONLY_FILES = /(\.map|\/mf-manifest-stats\.json|\/preloads\.json)(\.br|\.gz)?$/i;

/** Content-hashed chunk names (`name.1a2b3c4d.js`) never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$/;

/** The shell's public files (frontends/shell/public): stable names, rarely changed; a day. */
const PUBLIC_FILES = /\/(favicon\.(svg|png|ico)|robots\.txt)$/;

/**
 * The service worker (the shell's build, frontends/shell/src/sw.ts): always revalidated, so a new
 * build is found on the next navigation, and allowed the whole origin as its scope.
 */
const SERVICE_WORKER = /\/sw\.js$/;

function cacheHeaders(res: Response, path: string): void {
  if (SERVICE_WORKER.test(path)) {
    res.setHeader('Cache-Control', 'no-cache, max-age=0');
    res.setHeader('Service-Worker-Allowed', '/');
    return;
  }
  res.setHeader(
    'Cache-Control',
    HASHED.test(path)
      ? 'public, max-age=31536000, immutable'
      : PUBLIC_FILES.test(path)
        ? 'public, max-age=86400'
        : 'no-cache',
  );
}

/** Text assets the build precompresses (frontends/webpack.wire.js writes name.br and name.gz). */
const PRECOMPRESSED = /\.(js|css|html|json|svg|txt)$/i;
/** The variants, best first (brotli is some 15% smaller than gzip on our bundles). */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * The content codings an Accept-Encoding header accepts: listed with q > 0, or covered by `*`
 * with q > 0. No header means none (identity only).
 */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [token, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (!token) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam === undefined ? 1 : Number(qParam.slice(2));
    q.set(token, Number.isFinite(value) ? value : 0);
  }
  const accepted = new Set<string>();
  for (const { encoding } of VARIANTS) {
    const value = q.get(encoding) ?? q.get('*') ?? 0;
    if (value > 0) accepted.add(encoding);
  }
  return accepted;
}

/**
 * Serves the build's precompressed variant of a text asset (brotli, else gzip) when the browser
 * accepts it, with the original's Content-Type and cache rule, its own length and ETag, and
 * `Vary: Accept-Encoding`; otherwise falls through to express.static (the original file, which
 * the compression middleware then encodes on the fly if the build left no variant).
 */
function precompressedStatic(folder: string): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !PRECOMPRESSED.test(req.path)) return next();
    res.vary('Accept-Encoding');
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    // Anything odd is left to express.static, which refuses it properly.
    if (/(^|[\\/])\.\.([\\/]|$)|\0/.test(relative)) return next();
    const accepted = acceptedEncodings(req.get('accept-encoding'));
    const variants = VARIANTS.filter((v) => accepted.has(v.encoding));
    void (async () => {
      for (const variant of variants) {
        const file = join(folder, relative) + variant.suffix;
        const info = await stat(file).catch(() => null);
        if (!info?.isFile()) continue;
        res.type(extname(relative));
        res.setHeader('Content-Encoding', variant.encoding);
        res.setHeader(
          'ETag',
          `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}-${variant.encoding}"`,
        );
        cacheHeaders(res, relative);
        res.sendFile(file, { cacheControl: false, dotfiles: 'deny' }, (error) => {
          if (error && !res.headersSent) {
            res.removeHeader('Content-Encoding');
            res.removeHeader('ETag');
            next();
          }
        });
        return;
      }
      next();
    })();
  };
}

/**
 * Where the shell loads each remote from: FRONTEND_DIST/remotes.json when a deployment provides
 * one (remotes on other hosts), else every built remote served here under /remotes/<name>/.
 */
export function remotesManifest(dist: string): Record<string, string> {
  const override = join(dist, 'remotes.json');
  if (existsSync(override)) return JSON.parse(readFileSync(override, 'utf8')) as Record<string, string>;
  const remotes: Record<string, string> = {};
  for (const name of readdirSync(dist)) {
    if (name !== 'shell' && existsSync(join(dist, name, 'mf-manifest.json')))
      remotes[name] = `/remotes/${name}/mf-manifest.json`;
  }
  return remotes;
}

/**
 * The session check for a page request (API.md section 3's answer), or null when there is none to
 * give: an unknown club, a dependency that fails or does not answer within PAGE_SESSION_WAIT_MS
 * (the page is then served without it, and the shell asks `POST /api/auth/verify` itself).
 */
export type PageSession = (req: Request) => Promise<PageSessionCheck | null>;
export type PageSessionCheck = NonNullable<PageRequest['session']>;

/** How long a page waits for its session check before it goes out without it. */
export const PAGE_SESSION_WAIT_MS = 1000;

function sessionWithin(check: PageSession, req: Request): Promise<PageSessionCheck | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, PAGE_SESSION_WAIT_MS, null)));
  return Promise.race([check(req).catch(() => null), late]).finally(() => clearTimeout(timer));
}

/**
 * Cross-Origin-Opener-Policy goes with the sign-in pages only (libs/domain's isSignInPage). It
 * puts the page in a browsing context group of its own: no other site's window keeps a reference
 * to it, and Chrome on Android, which gives a process of its own only to sites it has reason to
 * protect, isolates the whole site from then on (it remembers a site that sent the header; a login
 * by link, with no password typed, gives it no other reason). The price is a new renderer process
 * on every navigation into such a page, which delays the page's first file and its largest paint
 * (docs/performance.md has the numbers). The pages members open every day are left without it:
 * they do not pay that price on every visit.
 */
const OPENER_POLICY = 'same-origin';

/**
 * One-command product: the backend also serves the built frontends. Shell at /, remotes under
 * /remotes/<name>/, /remotes.json, and the shell's index.html for every other page (deep links),
 * with the request's session check written in (`session`; see index-page.ts).
 * Registered before Nest's routes; /api is left to Nest.
 */
export function serveFrontends(
  app: Pick<Express, 'use' | 'get'>,
  dist: string | undefined,
  session: PageSession = () => Promise.resolve(null),
): void {
  const logger = new Logger('Frontends');
  if (!dist) return;
  const shell = join(dist, 'shell');
  const index = join(shell, 'index.html');
  if (!existsSync(index)) {
    logger.warn(`No shell build in ${dist}: serving the API only (run the frontend build)`);
    return;
  }
  const remotes = remotesManifest(dist);
  const page = indexPage(dist, remotes);
  // Source maps and the federation build stats name the build machine's paths and carry the
  // original sources: never served, even when a build left them in the folder.
  app.use((req, res, next) => {
    if (!BUILD_ONLY_FILES.test(req.path)) return next();
    res.status(404).json(errorBody(404, API_ERRORS.notFound));
  });
  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remotes);
  });
  for (const name of Object.keys(remotes)) {
    const folder = join(dist, name);
    if (existsSync(folder))
      app.use(
        `/remotes/${name}`,
        precompressedStatic(folder),
        express.static(folder, { index: false, setHeaders: cacheHeaders }),
      );
  }
  app.use(precompressedStatic(shell), express.static(shell, { index: false, setHeaders: cacheHeaders }));
  app.use((req, res, next) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !/^\/(api|remotes)(\/|$)/.test(req.path) &&
      req.accepts('html');
    if (!isPage) return next();
    // Rendered per request (index-page.ts): the route's preloads, the remotes' entries and the
    // session check, which names the person: never stored by a shared cache.
    void sessionWithin(session, req)
      .then(async (check) => {
        res.setHeader('Cache-Control', 'private, no-cache');
        if (isSignInPage(req.path)) res.setHeader('Cross-Origin-Opener-Policy', OPENER_POLICY);
        // The session and the language decide what the page preloads.
        res.setHeader('Vary', 'Cookie, Accept-Language');
        const search = req.originalUrl.includes('?')
          ? req.originalUrl.slice(req.originalUrl.indexOf('?'))
          : '';
        let html: string;
        try {
          html = page.render(req.path, {
            cookie: req.headers.cookie,
            acceptLanguage: req.get('accept-language'),
            search,
            session: check,
          });
        } catch (error) {
          // A build file the page is made from is broken: the shell's own page still works (it asks
          // for the session and its files itself), and the process stays up.
          logger.error(`Could not render the page for ${req.path}: ${(error as Error).message}`);
          html = await readFile(index, 'utf8');
        }
        res.type('html').send(html);
      })
      .catch(next);
  });
  logger.log(`Serving the shell and ${Object.keys(remotes).join(', ') || 'no remotes'} from ${dist}`);
}
