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
