import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { Worker, type Job, type MinimalJob } from 'bullmq';
import type Redis from 'ioredis';
import { PROCESS_ROLE, type ProcessRole } from '../config/process-role';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { REDIS } from '../common/redis/redis.module';
import { queueRedisOptions, withTimeout } from '../common/redis/redis-options';
import { Metrics } from '../observability/metrics';
import { MailJobHandlers } from './mail-jobs';
import { mailRetryDelay } from './mail-retry';
import {
  MAIL_FAILING_KEY,
  MAIL_LOCK_DURATION_MS,
  MAIL_QUEUE,
  MAIL_STALLED_INTERVAL_MS,
} from './mail.constants';
import { ThrottledWarning } from '../common/redis/scheduled-job';

/**
 * The one consumer of the mail queue, in processes that run workers (serve and --worker, not
 * --api). It runs MAIL_WORKER_CONCURRENCY jobs at once over the pooled SMTP transport, retries a
 * failing mail with capped exponential backoff for MAIL_RETRY_HOURS, and then keeps it as a dead
 * letter (logged at error level, counted in health and metrics, re-sent by `mail:redrive`).
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('MailWorker');
  private worker?: Worker;
  private readonly warning = new ThrottledWarning(this.logger);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly handlers: MailJobHandlers,
    private readonly metrics: Metrics,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.workers) return;
    const policy = {
      maxDelayMs: this.config.MAIL_RETRY_MAX_DELAY_SECONDS * 1000,
      windowMs: this.config.MAIL_RETRY_HOURS * 3600_000,
    };
    this.worker = new Worker(MAIL_QUEUE, (job) => this.process(job), {
      connection: queueRedisOptions(this.config.REDIS_URL),
      prefix: `${this.config.REDIS_PREFIX}:bull`,
      concurrency: this.config.MAIL_WORKER_CONCURRENCY,
      // An idle worker's blocking wait lasts drainDelay seconds and shutdown waits for it.
      drainDelay: 1,
      // A worker that died mid-job gives it back within about 20 s (lock expiry + stall check).
      lockDuration: MAIL_LOCK_DURATION_MS,
      stalledInterval: MAIL_STALLED_INTERVAL_MS,
      maxStalledCount: 2,
      settings: {
        backoffStrategy: (attemptsMade: number, _type?: string, _error?: Error, job?: MinimalJob) =>
          mailRetryDelay(attemptsMade, job?.timestamp ?? Date.now(), Date.now(), policy),
      },
    });
    this.worker.on('failed', (job, error) => void this.onFailed(job, error));
    this.worker.on('completed', (job, outcome: string) => {
      this.metrics.mailJobsCompleted.inc({ kind: job.name, outcome });
      // A push service answering says nothing about SMTP.
      if (!isPushJob(job.name)) void this.redis.del(MAIL_FAILING_KEY).catch(() => undefined);
    });
    this.worker.on('stalled', (jobId) =>
      this.logger.warn(`Mail job ${jobId} stalled (its worker stopped): handed to another worker`),
    );
    // Connection errors (Redis down): the worker reconnects by itself.
    this.worker.on('error', (error) => this.warning.warn(`Mail worker: ${error.message}`));
    // Start connected (bounded wait): closing a worker mid-connect makes BullMQ report stray errors.
    await withTimeout(this.worker.waitUntilReady(), 2000, 'Mail worker start').catch(() =>
      this.logger.warn('Mail worker is not connected yet: it will keep trying'),
    );
    this.logger.log(`Mail worker running (${this.config.MAIL_WORKER_CONCURRENCY} at a time)`);
  }

  /**
   * Before any other shutdown hook: the jobs in hand still need the SMTP pool, Redis and the
   * database, which close in onApplicationShutdown.
   */
  async beforeApplicationShutdown(): Promise<void> {
    // Finishes the jobs in hand; a job cut off by a crash is handed on by the stall check.
    await this.worker?.close();
  }

  private async process(job: Job): Promise<string> {
    const handler = this.handlers.get(job.name);
    if (!handler) throw new Error(`No handler for mail job "${job.name}"`);
    const outcome = await handler(job);
    this.logger.debug(`Mail job ${job.id} (${job.name}): ${outcome}`);
    return outcome;
  }

  /**
   * Never rejects: it runs from an event listener, where a rejection is unhandled and ends the
   * process. Its Redis calls fail while the worker's connection closes at shutdown (a job that
   * fails as the worker stops), and then the job's state is what the next process reads.
   */
  async onFailed(job: Job | undefined, error: Error): Promise<void> {
    try {
      await this.recordFailure(job, error);
    } catch (cause) {
      this.warning.warn(
        `Mail job ${job?.id ?? '?'} failed (${error.message}); its state could not be read: ${(cause as Error).message}`,
      );
    }
  }

  private async recordFailure(job: Job | undefined, error: Error): Promise<void> {
    // Health reads this: sending mail fails right now (kept for a while after the last failure).
    // A push service failing is not mail failing: its jobs are counted and logged all the same.
    if (!job || !isPushJob(job.name))
      await this.redis
        .set(
          MAIL_FAILING_KEY,
          String(Date.now()),
          'EX',
          Math.max(60, this.config.MAIL_RETRY_MAX_DELAY_SECONDS * 2),
        )
        .catch(() => undefined);
    if (!job) return;
    this.metrics.mailAttemptsFailed.inc({ kind: job.name });
    if (await job.isFailed()) {
      this.metrics.mailDeadLettered.inc({ kind: job.name });
      this.logger.error(
        `Mail job ${job.id} (${job.name}) dead-lettered after ${job.attemptsMade} attempts over ` +
          `${Math.round((Date.now() - job.timestamp) / 1000)} s: ${error.message}. ` +
          'Re-send with `node backend/dist/main.js mail:redrive` or from the system console.',
      );
    } else {
      this.logger.warn(
        `Mail job ${job.id} (${job.name}) attempt ${job.attemptsMade} failed: ${error.message}`,
      );
    }
  }
}

/** Push messages share the mail queue (API.md section 15): their jobs are named `push:<kind>`. */
const isPushJob = (name: string) => name.startsWith('push:');
