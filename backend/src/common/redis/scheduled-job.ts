import type { BeforeApplicationShutdown, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Worker, type Queue, type RepeatOptions } from 'bullmq';
import type { AppConfig } from '../../config/app-config';
import { queueRedisOptions, withTimeout } from './redis-options';

/** Connection errors (Redis down) repeat while the client reconnects: one warning per 30 s. */
export class ThrottledWarning {
  private lastLogged = 0;

  constructor(
    private readonly logger: Logger,
    private readonly everyMs = 30_000,
  ) {}

  warn(message: string): void {
    if (Date.now() - this.lastLogged < this.everyMs) return;
    this.lastLogged = Date.now();
    this.logger.warn(message);
  }
}

export interface ScheduledJobSpec {
  queue: Queue;
  /** A fixed id: every replica upserts the same schedule, so there is one, not one per replica. */
  schedulerId: string;
  repeat: Omit<RepeatOptions, 'key'>;
  jobName: string;
  /** What the job does, for the log ('reminder scan', 'horizon extension'). */
  what: string;
  run(): Promise<unknown>;
}

/**
 * Periodic work on a BullMQ job scheduler, for processes that run workers: one run at boot (not
 * holding up the boot; awaited at shutdown), the schedule upserted under a fixed id, and one
 * worker of the job's queue that runs it. Running it twice at once must be harmless: nothing
 * else coordinates the replicas.
 */
export class ScheduledJob {
  private worker?: Worker;
  private bootRun?: Promise<unknown>;
  private readonly warning: ThrottledWarning;

  constructor(
    private readonly config: AppConfig,
    private readonly logger: Logger,
    private readonly spec: ScheduledJobSpec,
  ) {
    this.warning = new ThrottledWarning(logger);
    spec.queue.on('error', (error) => this.warning.warn(`${spec.queue.name} queue: ${error.message}`));
  }

  async start(): Promise<void> {
    const { queue, schedulerId, repeat, jobName, what } = this.spec;
    this.bootRun = this.spec
      .run()
      .catch((error: Error) => this.logger.warn(`${what} at boot failed: ${error.message}`));
    await withTimeout(
      queue.upsertJobScheduler(schedulerId, repeat, {
        name: jobName,
        opts: { removeOnComplete: 100, removeOnFail: 100 },
      }),
      2000,
      `Registering the ${what} schedule`,
    ).catch((error: Error) =>
      this.logger.warn(`Could not register the ${what} schedule (${error.message}); the next boot will`),
    );
    this.worker = new Worker(
      queue.name,
      async (job) => {
        if (job.name !== jobName) throw new Error(`No handler for ${queue.name} job "${job.name}"`);
        return this.spec.run();
      },
      {
        connection: queueRedisOptions(this.config.REDIS_URL),
        prefix: `${this.config.REDIS_PREFIX}:bull`,
        concurrency: 1,
        drainDelay: 1,
      },
    );
    this.worker.on('failed', (_job, error) => this.warning.warn(`${what} failed: ${error.message}`));
    this.worker.on('error', (error) => this.warning.warn(`${queue.name} worker: ${error.message}`));
  }

  async stop(): Promise<void> {
    // A worker closed while still connecting makes BullMQ raise an error no one can catch.
    if (this.worker) {
      await withTimeout(this.worker.waitUntilReady(), 2000, `The ${this.spec.what} worker`).catch(
        () => undefined,
      );
    }
    await this.worker?.close();
    await this.bootRun;
  }
}

/**
 * A provider that owns one ScheduledJob: starts it where it runs (processes with workers, or
 * fewer, as `runsHere` says) and stops it before the queues close. Every time-based job of a
 * feature is one of these, beside its entry in the JobRegistry.
 */
export abstract class ScheduledJobHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  protected abstract readonly job: ScheduledJob;

  /** Whether this process runs the schedule. */
  protected abstract runsHere(): boolean;

  async onApplicationBootstrap(): Promise<void> {
    if (this.runsHere()) await this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }
}
