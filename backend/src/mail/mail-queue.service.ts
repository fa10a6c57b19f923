import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import type { Locale } from '@courtside/domain';
import type { JobsOptions, Queue } from 'bullmq';
import { withTimeout } from '../common/redis/redis-options';
import { ENQUEUE_TIMEOUT_MS, MAIL_MAX_ATTEMPTS, MAIL_QUEUE } from './mail.constants';
import { ThrottledWarning } from '../common/redis/scheduled-job';

export const LOGIN_LINK_JOB = 'login-link';

/** What the worker needs to send a login link; in normal mode it carries no link at all. */
export interface LoginLinkJob {
  flow: 'club' | 'system';
  clubId: string | null;
  email: string;
  /** Only in test mode, where the same link is also returned to the caller as TEMP. */
  link?: string;
  /** When the person asked (ms since epoch): a re-driven job keeps it, and expired asks are dropped. */
  requestedAt: number;
  /** The language the person's browser showed when they asked; their stored choice wins. */
  locale?: Locale | null;
}

/**
 * Every mail job: retried with capped exponential backoff (the worker's strategy) for
 * MAIL_RETRY_HOURS, then kept as a dead letter (never removed on failure) until re-driven.
 * A sent mail's job is removed at once, so no live link lingers in Redis.
 */
export const MAIL_JOB_OPTIONS: JobsOptions = {
  attempts: MAIL_MAX_ATTEMPTS,
  backoff: { type: 'capped-exponential' },
  removeOnComplete: true,
  removeOnFail: false,
};

/** The producer: a request only enqueues; Redis down means 503 at once, never a hang. */
@Injectable()
export class MailQueue {
  private readonly logger = new Logger(MailQueue.name);

  constructor(@InjectQueue(MAIL_QUEUE) private readonly queue: Queue) {
    // Connection errors surface on enqueue as 503s; unhandled, the event would crash the process.
    const warning = new ThrottledWarning(this.logger);
    queue.on('error', (error) => warning.warn(`Mail queue: ${error.message}`));
  }

  enqueueLoginLink(job: LoginLinkJob): Promise<void> {
    return this.enqueue(LOGIN_LINK_JOB, job);
  }

  /**
   * Adds several mail jobs in one round trip (the notification relay). A job whose `jobId` is
   * queued already is not added again. Throws when Redis does not take them in time.
   */
  async enqueueBulk(jobs: { name: string; data: object; jobId: string }[]): Promise<void> {
    if (jobs.length === 0) return;
    await withTimeout(
      this.queue.addBulk(
        jobs.map(({ name, data, jobId }) => ({ name, data, opts: { ...MAIL_JOB_OPTIONS, jobId } })),
      ),
      ENQUEUE_TIMEOUT_MS * 2,
      'Mail enqueue',
    );
  }

  /** Adds one mail job; 503 when Redis does not take it within ENQUEUE_TIMEOUT_MS. */
  async enqueue(name: string, data: object, options: JobsOptions = {}): Promise<void> {
    try {
      await withTimeout(
        this.queue.add(name, data, { ...MAIL_JOB_OPTIONS, ...options }),
        ENQUEUE_TIMEOUT_MS,
        'Mail enqueue',
      );
    } catch (error) {
      this.logger.warn(`Could not enqueue a ${name} mail: ${(error as Error).message}`);
      throw new ServiceUnavailableException(API_ERRORS.mailUnavailable);
    }
  }
}
