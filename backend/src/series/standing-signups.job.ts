import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PROCESS_ROLE, type ProcessRole } from '../config/process-role';
import { JobRegistry } from '../common/jobs/job-registry';
import { ScheduledJob, ScheduledJobHost } from '../common/redis/scheduled-job';
import { placeOpenedStandingSignups } from './series-materialiser.service';
import { STANDING_CRON, STANDING_JOB, STANDING_QUEUE, STANDING_SCHEDULER_ID } from './series.constants';

/**
 * The standing job (API.md section 13): with a sign-up window, an occurrence's standing sign-ups
 * are placed when the window opens, before anyone else's. Runs every minute where workers run;
 * `jobs:run standing` runs it once. Safe beside itself and the sign-up route: each occurrence is
 * placed under its row lock, once.
 */
@Injectable()
export class StandingSignupsJob extends ScheduledJobHost {
  protected readonly job: ScheduledJob;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    @InjectQueue(STANDING_QUEUE) queue: Queue,
    db: DataSource,
    jobs: JobRegistry,
  ) {
    super();
    const logger = new Logger('StandingSignups');
    const run = () => placeOpenedStandingSignups(db, logger);
    jobs.add('standing', 'places standing sign-ups of dates whose sign-up window has opened', async () => {
      const { events, signups } = await run();
      return `${signups} standing sign-up(s) placed on ${events} date(s)`;
    });
    this.job = new ScheduledJob(config, logger, {
      queue,
      schedulerId: STANDING_SCHEDULER_ID,
      repeat: { pattern: STANDING_CRON, tz: 'UTC' },
      jobName: STANDING_JOB,
      what: 'standing sign-up placement',
      run,
    });
  }

  protected runsHere(): boolean {
    return this.role.workers;
  }
}
