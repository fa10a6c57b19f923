export const MAIL_QUEUE = 'mail';

/** The HTTP request waits at most this long for Redis to take the job, then answers 503. */
export const ENQUEUE_TIMEOUT_MS = 1500;

/** First retry after this long; each next one waits twice as long, up to MAIL_RETRY_MAX_DELAY_SECONDS. */
export const MAIL_RETRY_FIRST_DELAY_MS = 2000;

/**
 * A job only stops being retried when its retry window (MAIL_RETRY_HOURS) is over; this bound on
 * attempts only keeps BullMQ's counter finite (24 h of 5-minute retries is under 300).
 */
export const MAIL_MAX_ATTEMPTS = 100_000;

/** Redis key (under REDIS_PREFIX) set while sending fails; any process reads it for health. */
export const MAIL_FAILING_KEY = 'mail:failing';

/** A worker whose process died gives its job back after this long (BullMQ lock + stall check). */
export const MAIL_LOCK_DURATION_MS = 15_000;
export const MAIL_STALLED_INTERVAL_MS = 5_000;
