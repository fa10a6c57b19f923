import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PROCESS_ROLE, type ProcessRole } from '../config/process-role';
import { JobRegistry } from '../common/jobs/job-registry';
import { ScheduledJob, ScheduledJobHost } from '../common/redis/scheduled-job';
import { outboxStore } from './notification-outbox.store';
import { sentNotificationsStore } from './sent-notifications.store';

/** The BullMQ queue of the notifications' scheduled work. */
export const NOTIFICATIONS_QUEUE = 'notifications';
export const SCAN_REMINDERS_JOB = 'scan-reminders';
/** A fixed id: every replica upserts the same schedule, so there is one, not one per replica. */
export const REMINDERS_SCHEDULER_ID = 'notification-reminders';

/** How long what was sent is remembered: longer than any reminder time, so none repeats. */
const SENT_KEPT_DAYS = 30;

/**
 * The reminder job (API.md section 9), in processes that run workers: a BullMQ job scheduler with
 * a fixed id every REMINDER_SCAN_SECONDS, whose jobs one worker of the `notifications` queue runs,
 * and one run at boot; `jobs:run reminders` runs it once. Running it twice at once is harmless
 * (see outboxStore.remindersDue), so nothing else coordinates the replicas. It also forgets what was sent more
 * than 30 days ago.
 */
@Injectable()
export class ReminderJob extends ScheduledJobHost {
  private readonly logger = new Logger('Reminders');
  protected readonly job: ScheduledJob;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    @InjectQueue(NOTIFICATIONS_QUEUE) queue: Queue,
    private readonly db: DataSource,
    jobs: JobRegistry,
  ) {
    super();
    jobs.add(
      'reminders',
      'writes the reminders due now to the notification outbox',
      async () => `${await this.scan()} reminder(s) written to the outbox`,
    );
    this.job = new ScheduledJob(config, this.logger, {
      queue,
      schedulerId: REMINDERS_SCHEDULER_ID,
      repeat: { every: config.REMINDER_SCAN_SECONDS * 1000 },
      jobName: SCAN_REMINDERS_JOB,
      what: 'reminder scan',
      run: () => this.scan(),
    });
  }

  protected runsHere(): boolean {
    return this.role.workers && this.config.NOTIFY_RELAY;
  }

  /** Writes the reminders due now to the outbox; returns how many. */
  async scan(): Promise<number> {
    const queued = await outboxStore.remindersDue(this.db.manager);
    await sentNotificationsStore.forgetOlderThan(this.db.manager, SENT_KEPT_DAYS);
    if (queued) this.logger.debug(`Queued ${queued} reminder(s)`);
    return queued;
  }
}
