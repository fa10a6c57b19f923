/** The BullMQ queue of the series' scheduled work: the horizon extension. */
export const SCHEDULER_QUEUE = 'scheduler';

/** The job that extends every open series up to the horizon. */
export const EXTEND_HORIZON_JOB = 'extend-horizon';

/**
 * Fixed id of its job scheduler: every replica upserts the same one, so however many run there
 * is one daily schedule, not one per replica.
 */
export const EXTEND_HORIZON_SCHEDULER_ID = 'series-horizon-daily';

/** Daily at 02:30 UTC: between midnight and the morning in every European club's zone. */
export const EXTEND_HORIZON_CRON = '30 2 * * *';

/** The BullMQ queue of the offers job (expiring and sending waitlist offers; API.md section 13). */
export const OFFERS_QUEUE = 'waitlist-offers';
export const OFFERS_JOB = 'offers';
export const OFFERS_SCHEDULER_ID = 'waitlist-offers-every-interval';

/** The BullMQ queue of the standing job (placing standing sign-ups when a window opens). */
export const STANDING_QUEUE = 'standing-signups';
export const STANDING_JOB = 'place-standing-signups';
export const STANDING_SCHEDULER_ID = 'standing-signups-every-minute';
/**
 * Every minute: a window opens on the minute (the form sets minutes), and the sign-up route
 * places them first anyway when someone signs up before the job ran.
 */
export const STANDING_CRON = '* * * * *';
