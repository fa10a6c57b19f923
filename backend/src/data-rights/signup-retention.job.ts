import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PROCESS_ROLE, type ProcessRole } from '../config/process-role';
import { JobRegistry } from '../common/jobs/job-registry';
import { ScheduledJob, ScheduledJobHost } from '../common/redis/scheduled-job';

/** The BullMQ queue of the sign-up retention (one queue per scheduled job's worker). */
export const RETENTION_QUEUE = 'retention';
export const RETENTION_JOB = 'retention';
/** A fixed id: every replica upserts the same schedule, so there is one, not one per replica. */
export const RETENTION_SCHEDULER_ID = 'retention-daily';
/** Daily at 03:45 UTC, after the audit retention's 03:15. */
export const RETENTION_CRON = '45 3 * * *';

/**
 * Past sign-ups whose event ended more than the club's `retention_months` ago (club time) lose
 * their person and read as 'Anonymous', everyone's alike (a former member's too); clubs with
 * retention off (null) keep them. Idempotent: a second run finds nothing left to do.
 */
export async function anonymiseExpiredSignups(db: EntityManager): Promise<number> {
  const [, changed]: [unknown, number] = await db.query(
    `UPDATE signups s SET user_id = NULL, anonymised = 'anonymous'
       FROM clubs c
      WHERE c.id = s.club_id AND c.retention_months IS NOT NULL
        AND s.anonymised IS DISTINCT FROM 'anonymous'
        AND s.event_end_time < (now() AT TIME ZONE c.timezone) - make_interval(months => c.retention_months)`,
  );
  // Attendance records of those events likewise stay, without their person.
  await db.query(
    `UPDATE attendance a SET user_id = NULL
       FROM events e JOIN clubs c ON c.id = e.club_id
      WHERE e.id = a.event_id AND a.user_id IS NOT NULL AND c.retention_months IS NOT NULL
        AND e.end_time < (now() AT TIME ZONE c.timezone) - make_interval(months => c.retention_months)`,
  );
  return changed;
}

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
    return anonymiseExpiredSignups(this.db.manager);
  }
}
