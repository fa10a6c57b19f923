/**
 * The opaque `cursor` of `GET /api/signups?scope=past`: where the previous page stopped, and the
 * horizon (club time, "now" minus 90 days) that the first answer used. Every page of one walk
 * keeps that horizon, so the default answer and the pages after it hold each sign-up exactly once
 * even while time moves on. Plain TypeScript, shared with the benchmark's bare server.
 */
export interface OwnSignupsCursor {
  /** Sign-ups whose event ended at or before this club-time instant are "older". */
  horizon: string;
  /** The last row of the previous page, by (event end, sign-up id); absent on the first page. */
  after?: { end: string; id: string };
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,6}))?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,400}$/;

/** A PostgreSQL `timestamp` as text (`YYYY-MM-DD HH:MM:SS[.ffffff]`) that names a real instant. */
function isTimestamp(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = TIMESTAMP.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

export function encodeOwnSignupsCursor(cursor: OwnSignupsCursor): string {
  const body = cursor.after
    ? { h: cursor.horizon, e: cursor.after.end, i: cursor.after.id }
    : { h: cursor.horizon };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

/** The cursor a client sent back, or null when it is not one this server made. */
export function decodeOwnSignupsCursor(text: unknown): OwnSignupsCursor | null {
  if (typeof text !== 'string' || !BASE64URL.test(text)) return null;
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { h, e, i, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length || !isTimestamp(h)) return null;
  if (e === undefined && i === undefined) return { horizon: h };
  if (!isTimestamp(e) || typeof i !== 'string' || !UUID.test(i)) return null;
  return { horizon: h, after: { end: e, id: i } };
}
