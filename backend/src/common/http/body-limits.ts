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
