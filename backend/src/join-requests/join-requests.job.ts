import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { JOIN_REQUEST_LIMITS } from '@courtside/domain';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PROCESS_ROLE, type ProcessRole } from '../config/process-role';
import { JobRegistry } from '../common/jobs/job-registry';
import { ScheduledJob, ScheduledJobHost } from '../common/redis/scheduled-job';
import { joinRequestStore } from './join-requests.store';

/** The BullMQ queue of the join requests' scheduled work. */
export const JOIN_REQUESTS_QUEUE = 'join-requests';
export const JOIN_REQUESTS_JOB = 'join-requests';
/** A fixed id: every replica upserts the same schedule, so there is one, not one per replica. */
export const JOIN_REQUESTS_SCHEDULER_ID = 'join-requests-sweep';
/** Every ten minutes: a digest held back by the hourly limit goes out at most this late. */
export const JOIN_REQUESTS_EVERY_MS = 10 * 60 * 1000;

/**
 * The `join-requests` job (API.md section 12): deletes declined requests 30 days after the
 * decision, expires pending ones after 90 days (mailing the person, `join_expired`), and queues
 * the `join_requested` digests that the hourly limit held back. `jobs:run join-requests` runs it
 * once. Each step is one statement, so two runs at once are harmless.
 */
@Injectable()
export class JoinRequestsJob extends ScheduledJobHost {
  protected readonly job: ScheduledJob;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    @InjectQueue(JOIN_REQUESTS_QUEUE) queue: Queue,
    private readonly db: DataSource,
    jobs: JobRegistry,
  ) {
    super();
    jobs.add(
      JOIN_REQUESTS_JOB,
      `deletes declined join requests after ${JOIN_REQUEST_LIMITS.declinedKeptDays} days, expires pending ones after ${JOIN_REQUEST_LIMITS.pendingExpireDays} and sends held-back digests`,
      async () => {
        const { deleted, expired, digests } = await this.run();
        return `${deleted} declined request(s) deleted, ${expired} pending request(s) expired, ${digests} digest(s) queued`;
      },
    );
    this.job = new ScheduledJob(config, new Logger('JoinRequests'), {
      queue,
      schedulerId: JOIN_REQUESTS_SCHEDULER_ID,
      repeat: { every: JOIN_REQUESTS_EVERY_MS },
      jobName: JOIN_REQUESTS_JOB,
      what: 'join request sweep',
      run: () => this.run(),
    });
  }

  protected runsHere(): boolean {
    return this.role.workers;
  }

  async run(): Promise<{ deleted: number; expired: number; digests: number }> {
    const deleted = await joinRequestStore.deleteOldDeclined(this.db.manager);
    const expired = await this.db.transaction((tx) => joinRequestStore.expirePending(tx));
    const digests = await this.db.transaction((tx) => joinRequestStore.queueDigests(tx, null));
    return { deleted, expired, digests };
  }
}
