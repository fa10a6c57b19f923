export const RESERVED_SUBDOMAINS = ['www', 'api', 'admin', 'app', 'mail', 'static', 'remotes'] as const;

/** 3-63 characters of a-z, 0-9 and '-', not starting or ending with '-' (API.md section 2). */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,61})[a-z0-9]$/;

export function isReservedSubdomain(value: string): boolean {
  return (RESERVED_SUBDOMAINS as readonly string[]).includes(value);
}

export function isValidSubdomain(value: unknown): value is string {
  return typeof value === 'string' && SUBDOMAIN_PATTERN.test(value) && !isReservedSubdomain(value);
}
