import { DEFAULT_PUSH_ALLOWED_HOSTS, PUSH_LIMITS } from '@courtside/domain';

/** One entry of PUSH_ALLOWED_HOSTS: a host (or any subdomain of one), and a port or any. */
interface AllowedHost {
  host: string;
  subdomains: boolean;
  /** null: the entry named no port, so only https's own (443) matches. */
  port: string | null;
}

/** Reads PUSH_ALLOWED_HOSTS (`host` or `host:port`, a leading `*.` for any subdomain); unset: the public services. */
export function parseAllowedHosts(value: string | undefined): AllowedHost[] {
  const entries = value?.trim() ? value.split(',') : [...DEFAULT_PUSH_ALLOWED_HOSTS];
  return entries
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      const subdomains = entry.startsWith('*.');
      const rest = subdomains ? entry.slice(2) : entry;
      const colon = rest.lastIndexOf(':');
      return colon > 0
        ? { host: rest.slice(0, colon), subdomains, port: rest.slice(colon + 1) }
        : { host: rest, subdomains, port: null };
    });
}

/**
 * Whether `endpoint` is a push endpoint we may send to: an https URL without credentials whose
 * host is on the list. Checked when a device subscribes and again before each send (the list may
 * have changed since), so the server never posts to a host a client picked.
 */
export function isAllowedEndpoint(endpoint: unknown, allowed: AllowedHost[]): endpoint is string {
  if (typeof endpoint !== 'string' || endpoint.length > PUSH_LIMITS.endpointMax) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.hash) return false;
  const host = url.hostname.toLowerCase();
  // URL drops the port when it is the scheme's own.
  const port = url.port || null;
  return allowed.some(
    (a) =>
      a.port === port &&
      (a.subdomains ? host.endsWith(`.${a.host}`) && host.length > a.host.length + 1 : host === a.host),
  );
}
