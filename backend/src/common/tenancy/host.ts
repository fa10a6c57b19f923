import type { Request } from 'express';

/**
 * The host and port the client asked for (`riverside.localhost:3000`), lower-cased;
 * X-Forwarded-Host only behind a trusted proxy.
 */
export function requestAuthority(req: Request, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return (forwarded || req.get('host') || '').toLowerCase();
}

/** The host the client asked for, without port. */
export function requestHost(req: Request, trustProxy: boolean): string {
  return requestAuthority(req, trustProxy).replace(/:\d+$/, '');
}

/**
 * The club subdomain a host names: `riverside.localhost` -> `riverside`. Null for the apex or
 * for any host that is not directly below APP_DOMAIN.
 */
export function subdomainOf(host: string, appDomain: string): string | null {
  const suffix = `.${appDomain}`;
  if (!host.endsWith(suffix)) return null;
  const label = host.slice(0, -suffix.length);
  return label && !label.includes('.') ? label : null;
}
