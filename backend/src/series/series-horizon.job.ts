import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PROCESS_ROLE, type ProcessRole } from '../config/process-role';
import { JobRegistry } from '../common/jobs/job-registry';
import { ScheduledJob, ScheduledJobHost } from '../common/redis/scheduled-job';
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
 * `jobs:run horizon` runs it once. Running it twice at once is harmless (see SeriesMaterialiser),
 * so nothing else coordinates it.
 */
@Injectable()
export class SeriesHorizonJob extends ScheduledJobHost {
  protected readonly job: ScheduledJob;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    @InjectQueue(SCHEDULER_QUEUE) queue: Queue,
    materialiser: SeriesMaterialiser,
    jobs: JobRegistry,
  ) {
    super();
    jobs.add('horizon', "makes every open series' occurrences up to the horizon", async () => {
      const { series, occurrences } = await materialiser.extendAll();
      return `${occurrences} occurrence(s) added to ${series} series`;
    });
    this.job = new ScheduledJob(config, new Logger('SeriesHorizon'), {
      queue,
      schedulerId: EXTEND_HORIZON_SCHEDULER_ID,
      repeat: { pattern: EXTEND_HORIZON_CRON, tz: 'UTC' },
      jobName: EXTEND_HORIZON_JOB,
      what: 'horizon extension',
      run: () => materialiser.extendAll(),
    });
  }

  protected runsHere(): boolean {
    return this.role.workers;
  }
}
