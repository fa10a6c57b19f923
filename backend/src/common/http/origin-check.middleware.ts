import { ForbiddenException, Inject, Injectable, NestMiddleware } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site. A sibling club's subdomain is
 * "same-site" to the browser, so SameSite cookies alone do not keep one club from another.
 */
@Injectable()
export class OriginCheckMiddleware implements NestMiddleware {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  use(req: Request, _res: Response, next: NextFunction): void {
    if (SAFE_METHODS.has(req.method)) return next();
    const fetchSite = req.get('sec-fetch-site');
    if (fetchSite === 'cross-site' || fetchSite === 'same-site')
      throw new ForbiddenException(API_ERRORS.crossOrigin);
    const origin = req.get('origin');
    if (origin !== undefined && !this.isOwnOrigin(origin, req))
      throw new ForbiddenException(API_ERRORS.crossOrigin);
    next();
  }

  private isOwnOrigin(origin: string, req: Request): boolean {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    const forwardedHost = this.config.TRUST_PROXY
      ? req.get('x-forwarded-host')?.split(',')[0]?.trim()
      : undefined;
    const host = (forwardedHost || req.get('host') || '').toLowerCase();
    return url.host.toLowerCase() === host;
  }
}
