import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import type { Queue } from 'bullmq';
import { withTimeout } from '../common/redis/redis-options';
import {
  ENQUEUE_TIMEOUT_MS,
  LOGIN_LINK_JOB,
  MAIL_JOB_ATTEMPTS,
  MAIL_JOB_BACKOFF_MS,
  MAIL_QUEUE,
} from './mail.constants';

/** What the worker needs to send a login link; in normal mode it carries no link at all. */
export interface LoginLinkJob {
  flow: 'club' | 'system';
  clubId: string | null;
  email: string;
  /** Only in test mode, where the same link is also returned to the caller as TEMP. */
  link?: string;
}

/** The producer: a request only enqueues; Redis down means 503 at once, never a hang. */
@Injectable()
export class MailQueue {
  private readonly logger = new Logger(MailQueue.name);

  private lastErrorLogged = 0;

  constructor(@InjectQueue(MAIL_QUEUE) private readonly queue: Queue<LoginLinkJob>) {
    // Connection errors surface on enqueue as 503s; unhandled, the event would crash the process.
    queue.on('error', (error) => {
      if (Date.now() - this.lastErrorLogged < 30_000) return;
      this.lastErrorLogged = Date.now();
      this.logger.warn(`Mail queue: ${error.message}`);
    });
  }

  async enqueueLoginLink(job: LoginLinkJob): Promise<void> {
    try {
      await withTimeout(
        this.queue.add(LOGIN_LINK_JOB, job, {
          attempts: MAIL_JOB_ATTEMPTS,
          backoff: { type: 'exponential', delay: MAIL_JOB_BACKOFF_MS },
          removeOnComplete: true,
          removeOnFail: { age: 24 * 3600 },
        }),
        ENQUEUE_TIMEOUT_MS,
        'Mail enqueue',
      );
    } catch (error) {
      this.logger.warn(`Could not enqueue login mail: ${(error as Error).message}`);
      throw new ServiceUnavailableException(API_ERRORS.mailUnavailable);
    }
  }
}
