import cookieParser from 'cookie-parser';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * cookie-parser, minus its JSON cookies: it turns a value written `j:<json>` into whatever the
 * JSON holds (`j:{"a":1}` an object, `j:123` a number). We never set such cookies, and code that
 * reads a cookie expects text, so a cookie whose value is not a string is dropped: to the rest of
 * the app, `courtside_sid=j:{"a":1}` is no session at all.
 */
export function stringCookies(): RequestHandler {
  const parse = cookieParser();
  return (req: Request, res: Response, next: NextFunction) =>
    parse(req, res, (error?: unknown) => {
      if (error) return next(error);
      const cookies = req.cookies as Record<string, unknown> | undefined;
      for (const name of Object.keys(cookies ?? {})) {
        if (typeof cookies![name] !== 'string') delete cookies![name];
      }
      next();
    });
}

/** The value of cookie `name` when it is text; anything else (absent, or not a string) is undefined. */
export function cookieText(req: Request, name: string): string | undefined {
  const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}
