import { InjectQueue } from '@nestjs/bullmq';
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { Worker, type Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PROCESS_ROLE, type ProcessRole } from '../config/process-role';
import { queueRedisOptions, withTimeout } from '../common/redis/redis-options';
import { SeriesMaterialiser } from './series-materialiser.service';
import {
  EXTEND_HORIZON_CRON,
  EXTEND_HORIZON_JOB,
  EXTEND_HORIZON_SCHEDULER_ID,
  SCHEDULER_QUEUE,
} from './series.constants';

/**
 * The horizon job, in processes that run workers (serve and --worker, not --api): at boot it
 * extends every open series once, and it keeps one daily BullMQ job scheduler (a fixed id, so
 * several replicas register one schedule) whose jobs a worker of the `scheduler` queue runs.
 * Running it twice at once is harmless (see SeriesMaterialiser), so nothing else coordinates it.
 */
@Injectable()
export class SeriesHorizonJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('SeriesHorizon');
  private worker?: Worker;
  private bootRun?: Promise<unknown>;
  private lastErrorLogged = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    @InjectQueue(SCHEDULER_QUEUE) private readonly queue: Queue,
    private readonly materialiser: SeriesMaterialiser,
  ) {
    queue.on('error', (error) => this.logError(`Scheduler queue: ${error.message}`));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.role.workers) return;
    // Does not hold up the boot; awaited at shutdown.
    this.bootRun = this.materialiser
      .extendAll()
      .catch((error: Error) => this.logger.warn(`Horizon extension at boot failed: ${error.message}`));
    await withTimeout(
      this.queue.upsertJobScheduler(
        EXTEND_HORIZON_SCHEDULER_ID,
        { pattern: EXTEND_HORIZON_CRON, tz: 'UTC' },
        { name: EXTEND_HORIZON_JOB, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      ),
      2000,
      'Registering the horizon schedule',
    ).catch((error: Error) =>
      this.logger.warn(`Could not register the daily horizon job (${error.message}); the next boot will`),
    );
    this.worker = new Worker(
      SCHEDULER_QUEUE,
      async (job) => {
        if (job.name !== EXTEND_HORIZON_JOB) throw new Error(`No handler for scheduler job "${job.name}"`);
        return this.materialiser.extendAll();
      },
      {
        connection: queueRedisOptions(this.config.REDIS_URL),
        prefix: `${this.config.REDIS_PREFIX}:bull`,
        concurrency: 1,
        drainDelay: 1,
      },
    );
    this.worker.on('failed', (job, error) =>
      this.logger.warn(`Scheduler job ${job?.name} failed: ${error.message}`),
    );
    this.worker.on('error', (error) => this.logError(`Scheduler worker: ${error.message}`));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    await this.bootRun;
  }

  /** Connection errors (Redis down) repeat while it reconnects: logged at most every 30 s. */
  private logError(message: string): void {
    if (Date.now() - this.lastErrorLogged < 30_000) return;
    this.lastErrorLogged = Date.now();
    this.logger.warn(message);
  }
}
