/**
 * Opaque page cursors of keyset pagination (the events list, own sign-ups): an anchor that the
 * first page fixed (a club-time "now" or horizon, so one walk sees each row exactly once while
 * time moves on) and the last row of the previous page by (timestamp key, id). Base64url JSON;
 * anything a client sends that this server did not make decodes to null (a 400 for the caller).
 * Plain TypeScript, shared with the benchmark's bare server.
 */
export interface KeysetCursor {
  anchor: string;
  after?: { key: string; id: string };
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,400}$/;

/**
 * A `timestamp` as text that names a real instant: as PostgreSQL writes it
 * (`YYYY-MM-DD HH:MM:SS[.ffffff]`), or as clubNow and the API write wall-clock times (with `T`).
 */
export function isTimestampText(value: unknown): value is string {
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

/** A codec whose JSON names its two timestamp fields `anchorField` and `keyField` (and `i`). */
export function keysetCursorCodec(anchorField: string, keyField: string) {
  return {
    encode(cursor: KeysetCursor): string {
      const body: Record<string, string> = { [anchorField]: cursor.anchor };
      if (cursor.after) Object.assign(body, { [keyField]: cursor.after.key, i: cursor.after.id });
      return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
    },

    /** The cursor a client sent back, or null when it is not one this server made. */
    decode(text: unknown): KeysetCursor | null {
      if (typeof text !== 'string' || !BASE64URL.test(text)) return null;
      let body: unknown;
      try {
        body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
      const { [anchorField]: anchor, [keyField]: key, i: id, ...rest } = body as Record<string, unknown>;
      if (Object.keys(rest).length || !isTimestampText(anchor)) return null;
      if (key === undefined && id === undefined) return { anchor };
      if (!isTimestampText(key) || typeof id !== 'string' || !UUID.test(id)) return null;
      return { anchor, after: { key, id } };
    },
  };
}
