import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AUDIT_RETENTION_MONTHS } from '@courtside/domain';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { PROCESS_ROLE, type ProcessRole } from '../../config/process-role';
import { JobRegistry } from '../jobs/job-registry';
import { ScheduledJob, ScheduledJobHost } from '../redis/scheduled-job';
import { auditStore } from './audit.store';

/** The BullMQ queue of the audit log's scheduled work (one queue per scheduled job's worker). */
export const AUDIT_QUEUE = 'audit';
export const AUDIT_RETENTION_JOB = 'audit-retention';
/** A fixed id: every replica upserts the same schedule, so there is one, not one per replica. */
export const AUDIT_RETENTION_SCHEDULER_ID = 'audit-retention-daily';
/** Daily at 03:15 UTC, away from the horizon job's 02:30. */
export const AUDIT_RETENTION_CRON = '15 3 * * *';

/**
 * Deletes audit entries older than 36 months, every club's at once (API.md section 12), in
 * processes that run workers: one daily BullMQ job scheduler with a fixed id and a run at boot;
 * `jobs:run audit-retention` runs it once. Deleting twice at once is harmless.
 */
@Injectable()
export class AuditRetentionJob extends ScheduledJobHost {
  protected readonly job: ScheduledJob;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    @InjectQueue(AUDIT_QUEUE) queue: Queue,
    private readonly db: DataSource,
    jobs: JobRegistry,
  ) {
    super();
    jobs.add(
      AUDIT_RETENTION_JOB,
      `deletes audit log entries older than ${AUDIT_RETENTION_MONTHS} months`,
      async () => {
        const deleted = await this.run();
        return `${deleted} audit entr${deleted === 1 ? 'y' : 'ies'} deleted`;
      },
    );
    this.job = new ScheduledJob(config, new Logger('AuditRetention'), {
      queue,
      schedulerId: AUDIT_RETENTION_SCHEDULER_ID,
      repeat: { pattern: AUDIT_RETENTION_CRON, tz: 'UTC' },
      jobName: AUDIT_RETENTION_JOB,
      what: 'audit log retention',
      run: () => this.run(),
    });
  }

  protected runsHere(): boolean {
    return this.role.workers;
  }

  run(): Promise<number> {
    return auditStore.deleteExpired(this.db.manager);
  }
}
