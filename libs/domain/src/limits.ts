/** Field limits shared by server validation and forms. */
export const LIMITS = {
  eventName: 100,
  eventDescription: 500,
  eventLocation: 200,
  eventCapacityMin: 1,
  eventCapacityMax: 10000,
  clubName: 100,
  clubDescription: 2000,
  clubText: 200,
  userName: 100,
  email: 254,
  clubPhone: 50,
  clubSubscriptionId: 100,
  /** Website and logo addresses. */
  url: 2048,
  timezone: 64,
  /** A club's own number for a member (a federation or membership number). */
  memberNumber: 50,
  memberPhone: 40,
  /** Why an event was called off (multi-line), shown on its card and in the mail. */
  cancelReason: 300,
} as const;

/** Pages of `GET /api/club-users` (API.md section 12): when paging, the size and its bound. */
export const CLUB_USER_PAGE = { default: 50, max: 500 } as const;

/** Longest search text of `GET /api/club-users`. */
export const CLUB_USER_SEARCH_MAX = 100;

/** A member's phone number: digits, spaces and + - ( ) only, up to LIMITS.memberPhone. */
export const MEMBER_PHONE = /^[0-9 +()-]*$/;

/**
 * Text fields are limited in graphemes (what a person sees, see textLength()); their database
 * columns are `text` with a CHECK of char_length (code points) at this many times the grapheme
 * limit, so a name of short clusters (❤️ is 2 code points, a family emoji 7) always fits, and the
 * validator refuses the rest (e.g. one letter under dozens of combining marks) before the
 * database would. The migration 1764100000000-GraphemeLengths holds the resulting numbers.
 */
export const CODE_POINTS_PER_GRAPHEME = 8;

/** The most code points a text field limited to `graphemeLimit` graphemes may hold. */
export function codePointBackstop(graphemeLimit: number): number {
  return graphemeLimit * CODE_POINTS_PER_GRAPHEME;
}

/**
 * What one club may hold and one request may add (API.md section 16): far above any club's real
 * schedule (200 daily series over a 12-week horizon are under 17,000 dates), so only a mistake or
 * abuse meets them, and one request never writes thousands of rows.
 */
export const CLUB_QUOTAS = {
  /** Series not yet ended: no end date, or one today or later. */
  liveSeries: 200,
  /** Events (one-off or dates of a series, cancelled ones too) that have not started. */
  futureEvents: 20_000,
  /** Events one request may create (a series' first dates, or the dates an edit adds). */
  eventsPerRequest: 500,
} as const;

/** A member list one import may bring (API.md section 12). */
export const IMPORT_LIMITS = {
  /** Member rows (the header and empty rows aside). */
  rows: 5000,
  /** The request body: a CSV file or an .xlsx workbook. */
  bytes: 2 * 1024 * 1024,
  /** What an .xlsx may unpack to: a workbook is a zip, and a zip may unpack to far more. */
  unpackedBytes: 20 * 1024 * 1024,
} as const;

/** JSON request bodies nest at most this many arrays and objects deep (deeper: 400). */
export const MAX_JSON_DEPTH = 32;

/** Magic links live 10 minutes (OWASP ASVS 5.0 6.5.5). */
export const MAGIC_LINK_TTL_SECONDS = 10 * 60;

/** Window of the magic-link rate limits. */
export const RATE_LIMIT_WINDOW_SECONDS = 15 * 60;

export const DEFAULT_CLUB_TIMEZONE = 'Europe/London';
