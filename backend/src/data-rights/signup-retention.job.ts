import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PROCESS_ROLE, type ProcessRole } from '../config/process-role';
import { JobRegistry } from '../common/jobs/job-registry';
import { ScheduledJob, ScheduledJobHost } from '../common/redis/scheduled-job';
import { departureStore } from './departure.store';

/** The BullMQ queue of the sign-up retention (one queue per scheduled job's worker). */
export const RETENTION_QUEUE = 'retention';
export const RETENTION_JOB = 'retention';
/** A fixed id: every replica upserts the same schedule, so there is one, not one per replica. */
export const RETENTION_SCHEDULER_ID = 'retention-daily';
/** Daily at 03:45 UTC, after the audit retention's 03:15. */
export const RETENTION_CRON = '45 3 * * *';

/**
 * The daily retention of sign-ups (API.md section 12), in processes that run workers: one BullMQ
 * job scheduler with a fixed id and a run at boot; `jobs:run retention` runs it once.
 */
@Injectable()
export class SignupRetentionJob extends ScheduledJobHost {
  protected readonly job: ScheduledJob;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    @InjectQueue(RETENTION_QUEUE) queue: Queue,
    private readonly db: DataSource,
    jobs: JobRegistry,
  ) {
    super();
    jobs.add(RETENTION_JOB, "anonymises past sign-ups older than each club's retention period", async () => {
      const changed = await this.run();
      return `${changed} sign-up${changed === 1 ? '' : 's'} anonymised`;
    });
    this.job = new ScheduledJob(config, new Logger('SignupRetention'), {
      queue,
      schedulerId: RETENTION_SCHEDULER_ID,
      repeat: { pattern: RETENTION_CRON, tz: 'UTC' },
      jobName: RETENTION_JOB,
      what: 'sign-up retention',
      run: () => this.run(),
    });
  }

  protected runsHere(): boolean {
    return this.role.workers;
  }

  run(): Promise<number> {
    return departureStore.anonymiseExpired(this.db.manager);
  }
}
