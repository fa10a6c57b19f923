import { keysetCursorCodec } from '../common/http/keyset-cursor';

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

const codec = keysetCursorCodec('h', 'e');

export function encodeOwnSignupsCursor(cursor: OwnSignupsCursor): string {
  return codec.encode({
    anchor: cursor.horizon,
    after: cursor.after && { key: cursor.after.end, id: cursor.after.id },
  });
}

/** The cursor a client sent back, or null when it is not one this server made. */
export function decodeOwnSignupsCursor(text: unknown): OwnSignupsCursor | null {
  const cursor = codec.decode(text);
  if (!cursor) return null;
  return cursor.after
    ? { horizon: cursor.anchor, after: { end: cursor.after.key, id: cursor.after.id } }
    : { horizon: cursor.anchor };
}
