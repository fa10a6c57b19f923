import { API_ERRORS } from '@courtside/domain';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../../config/app-config';
import { errorBody } from '../errors/error-body';
import { requestHost, subdomainOf } from './host';

/** Orchestrators probe by pod IP: the health checks answer on any host. */
const ANY_HOST_PATHS = new Set(['/api/health', '/api/health/live']);

/**
 * API.md section 2: a Host that is neither APP_DOMAIN, a subdomain of it, nor listed in
 * ALLOWED_HOSTS answers 404 on every path (API, frontends and system login alike), so nothing
 * is served under a name the product does not own.
 */
export function allowedHostsOnly(config: Pick<AppConfig, 'APP_DOMAIN' | 'ALLOWED_HOSTS' | 'TRUST_PROXY'>) {
  const extra = new Set(
    config.ALLOWED_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  return (req: Request, res: Response, next: NextFunction): void => {
    const host = requestHost(req, config.TRUST_PROXY);
    const known =
      host === config.APP_DOMAIN || subdomainOf(host, config.APP_DOMAIN) !== null || extra.has(host);
    if (known || ANY_HOST_PATHS.has(req.path)) return next();
    res.status(404).json(errorBody(404, API_ERRORS.clubNotFound));
  };
}
