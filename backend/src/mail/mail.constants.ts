export const MAIL_QUEUE = 'mail';
export const LOGIN_LINK_JOB = 'login-link';

/** 8 attempts with exponential backoff (2 s, 4 s, 8 s, ... about 4 minutes in all). */
export const MAIL_JOB_ATTEMPTS = 8;
export const MAIL_JOB_BACKOFF_MS = 2000;

/** The HTTP request waits at most this long for Redis to take the job, then answers 503. */
export const ENQUEUE_TIMEOUT_MS = 1500;
