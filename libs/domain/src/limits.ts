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
} as const;

/** Magic links live 10 minutes (OWASP ASVS 5.0 6.5.5). */
export const MAGIC_LINK_TTL_SECONDS = 10 * 60;

/** Window of the magic-link rate limits. */
export const RATE_LIMIT_WINDOW_SECONDS = 15 * 60;

export const DEFAULT_CLUB_TIMEZONE = 'Europe/London';
