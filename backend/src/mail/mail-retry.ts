import { MAIL_RETRY_FIRST_DELAY_MS } from './mail.constants';

export interface MailRetryPolicy {
  /** Longest wait between two attempts (MAIL_RETRY_MAX_DELAY_SECONDS). */
  maxDelayMs: number;
  /** How long after the first attempt a mail is still retried (MAIL_RETRY_HOURS). */
  windowMs: number;
}

/**
 * The wait before the next attempt of a mail that failed `attemptsMade` times, first tried at
 * `firstAttemptAt`: exponential from 2 s, capped at the policy's maximum; -1 (BullMQ: do not
 * retry, dead-letter it) when that attempt would fall outside the retry window.
 */
export function mailRetryDelay(
  attemptsMade: number,
  firstAttemptAt: number,
  now: number,
  policy: MailRetryPolicy,
): number {
  const exponent = Math.min(Math.max(attemptsMade - 1, 0), 30);
  const delay = Math.min(MAIL_RETRY_FIRST_DELAY_MS * 2 ** exponent, policy.maxDelayMs);
  return now + delay - firstAttemptAt > policy.windowMs ? -1 : delay;
}
