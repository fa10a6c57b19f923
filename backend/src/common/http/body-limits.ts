import { IMPORT_LIMITS } from '@courtside/domain';
import express, { type RequestHandler } from 'express';

/** A JSON body's limit for most routes: forms and small commands. */
export const DEFAULT_JSON_LIMIT = '64kb';

/**
 * Routes whose bodies are legitimately larger. A hand-edited draw is sent back whole: at the
 * largest draw the server makes (40 courts x 20 rounds) that is about 300 KB of ids.
 */
export const JSON_LIMITS: readonly { method: string; path: RegExp; limit: string }[] = [
  { method: 'PUT', path: /^\/api\/events\/[^/]+\/draw\/?$/, limit: '512kb' },
];

/**
 * Parses JSON bodies with the limit of the route they are sent to (413 past it), so one large
 * route does not raise the limit of every other.
 */
export function jsonBodies(): RequestHandler {
  const options = { strict: true, type: ['application/json', 'application/*+json'] };
  const fallback = express.json({ ...options, limit: DEFAULT_JSON_LIMIT });
  const routes = JSON_LIMITS.map((route) => ({
    ...route,
    parse: express.json({ ...options, limit: route.limit }),
  }));
  return (req, res, next) => {
    const parse = routes.find((r) => r.method === req.method && r.path.test(req.path))?.parse ?? fallback;
    parse(req, res, next);
  };
}

/** The media types of a spreadsheet upload: CSV, and an Excel workbook. */
export const CSV_TYPE = 'text/csv';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Routes that take a file as their body, as bytes, with their own limit (413 past it). */
export const FILE_ROUTES: readonly { method: string; path: RegExp; limit: number }[] = [
  { method: 'POST', path: /^\/api\/club-users\/import\/?$/, limit: IMPORT_LIMITS.bytes },
];

/**
 * Reads a file body (CSV or .xlsx) of the routes in FILE_ROUTES into a Buffer. Any other type is
 * left unread: JSON is parsed by jsonBodies as everywhere, and the route answers 415.
 */
export function fileBodies(): RequestHandler {
  const routes = FILE_ROUTES.map((route) => ({
    ...route,
    parse: express.raw({ type: [CSV_TYPE, XLSX_TYPE], limit: route.limit }),
  }));
  return (req, res, next) => {
    const route = routes.find((r) => r.method === req.method && r.path.test(req.path));
    if (!route) return next();
    route.parse(req, res, next);
  };
}
