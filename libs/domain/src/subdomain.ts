export const RESERVED_SUBDOMAINS = ['www', 'api', 'admin', 'app', 'mail', 'static', 'remotes'] as const;

/** 3-63 characters of a-z, 0-9 and '-', not starting or ending with '-' (API.md section 2). */
export const SUBDOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,61})[a-z0-9]$/;

export function isReservedSubdomain(value: string): boolean {
  return (RESERVED_SUBDOMAINS as readonly string[]).includes(value);
}

export function isValidSubdomain(value: unknown): value is string {
  return typeof value === 'string' && SUBDOMAIN_PATTERN.test(value) && !isReservedSubdomain(value);
}

/**
 * A subdomain for a club named `name`, for a form to suggest: accents dropped, lower case, every
 * run of other characters one hyphen, at most 63 characters ('Tennisvereniging ’t Hoogje' →
 * 'tennisvereniging-t-hoogje'). Empty when the name gives nothing valid (too short, or reserved):
 * the form then leaves the field to the person.
 */
export function suggestSubdomain(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 63)
    .replace(/-+$/, '');
  return isValidSubdomain(slug) ? slug : '';
}
