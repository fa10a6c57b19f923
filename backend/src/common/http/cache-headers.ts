import type { NextFunction, Request, Response } from 'express';

/**
 * API.md section 1's caching rule, set before any handler runs (a handler may still override it,
 * as the calendar feed does): login answers may carry a live link (TEMP) or set the session
 * cookie, so nothing stores them; every other API answer may depend on the session, so only the
 * browser keeps it, revalidating, and never for another cookie.
 */
export function apiCacheHeaders(req: Request, res: Response, next: NextFunction): void {
  if (req.path.startsWith('/auth/')) {
    res.setHeader('Cache-Control', 'no-store');
  } else {
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('Vary', 'Cookie');
  }
  next();
}
