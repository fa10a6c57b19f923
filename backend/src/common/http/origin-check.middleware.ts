import { ForbiddenException, Inject, Injectable, NestMiddleware } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { requestAuthority } from '../tenancy/host';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * RFC 8058's one-click unsubscribe: mail providers POST to it from their own servers (no Origin
 * or from anywhere), with no session; the token in its query is the only credential and it can
 * only switch a kind of mail off, so a cross-site POST gains nothing. The one route let through.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/**
 * Refuses state-changing requests sent by another site. A sibling club's subdomain is
 * "same-site" to the browser, so SameSite cookies alone do not keep one club from another.
 */
@Injectable()
export class OriginCheckMiddleware implements NestMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  use(req: Request, _res: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(req.method)) return next();
    if (req.method === 'POST' && req.originalUrl.split('?')[0] === ONE_CLICK_UNSUBSCRIBE_PATH) return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite === 'cross-site' || fetchSite === 'same-site')
      throw new ForbiddenException(API_ERRORS.crossOrigin);
    const origin = req.get('origin');
    if (origin !== undefined && !isOwnOrigin(origin, req, this.config.TRUST_PROXY))
      throw new ForbiddenException(API_ERRORS.crossOrigin);
    next();
  }
}

/**
 * An Origin header is a bare `scheme://host[:port]`. It must be exactly that (no user-info, no
 * path) and name this request's own scheme, host and port; default ports compare equal.
 */
export function isOwnOrigin(origin: string, req: Request, trustProxy: boolean): boolean {
  let sent: URL;
  let own: URL;
  try {
    sent = new URL(origin);
    own = new URL(`${req.protocol}://${requestAuthority(req, trustProxy)}`);
  } catch {
    return false;
  }
  // Serialising the parsed URL back drops user-info and paths: what changes was not an origin.
  return origin.toLowerCase() === sent.origin && sent.origin === own.origin;
}
