import { LIMITS } from './limits';

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

/** An IANA zone the runtime knows (Europe/London, UTC); offsets such as '+01:00' are not zones. */
export function isIanaTimeZone(value: unknown): value is string {
  return canonicalTimeZone(value) !== null;
}
