import { LIMITS } from '@courtside/domain';

/**
 * An absolute http(s) address a browser can open as a link or image: no spaces, no user name or
 * password in it (those make a link look like another site's), at most LIMITS.url characters.
 */
export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > LIMITS.url) return false;
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      !!url.hostname &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

// Area/Location names (Europe/London, America/Argentina/Buenos_Aires, Etc/GMT+5) and single
// names (UTC); offsets such as '+01:00' are not zones.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** The zone's own spelling when the runtime knows it (case-insensitively), else null. */
export function canonicalTimeZone(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > LIMITS.timezone || !ZONE_NAME.test(value)) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-GB', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  // The runtime may answer with another alias of the zone (Asia/Kolkata -> Asia/Calcutta): keep
  // the name the caller chose, only in the runtime's capitalisation.
  return resolved.toLowerCase() === value.toLowerCase() ? resolved : value;
}

export function isIanaTimeZone(value: unknown): value is string {
  return canonicalTimeZone(value) !== null;
}
