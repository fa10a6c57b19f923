import { Logger } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import express, { type Express, type Response } from 'express';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorBody } from '../common/errors/error-body';
import { indexPage } from './index-page';

const BUILD_ONLY_FILES = /(\.map|\/mf-manifest-stats\.json|\/preloads\.json)$/i;

/** Content-hashed chunk names (`name.1a2b3c4d.js`) never change: cache them for a year. */
const HASHED = /\.[0-9a-f]{8}\.(js|css|map)$/;

function cacheHeaders(res: Response, path: string): void {
  res.setHeader('Cache-Control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
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
 * One-command product: the backend also serves the built frontends. Shell at /, remotes under
 * /remotes/<name>/, /remotes.json, and the shell's index.html for every other page (deep links).
 * Registered before Nest's routes; /api is left to Nest.
 */
export function serveFrontends(app: Pick<Express, 'use' | 'get'>, dist: string | undefined): void {
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
      app.use(`/remotes/${name}`, express.static(folder, { index: false, setHeaders: cacheHeaders }));
  }
  app.use(express.static(shell, { index: false, setHeaders: cacheHeaders }));
  app.use((req, res, next) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !/^\/(api|remotes)(\/|$)/.test(req.path) &&
      req.accepts('html');
    if (!isPage) return next();
    // Rendered per request (index-page.ts): the route's preloads and the remotes' entries.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Cookie');
    res.type('html').send(page.render(req.path, req.headers.cookie));
  });
  logger.log(`Serving the shell and ${Object.keys(remotes).join(', ') || 'no remotes'} from ${dist}`);
}
