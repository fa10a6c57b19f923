import { InjectQueue } from '@nestjs/bullmq';
import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PROCESS_ROLE, type ProcessRole } from '../config/process-role';
import { JobRegistry } from '../common/jobs/job-registry';
import { ScheduledJob } from '../common/redis/scheduled-job';

/** The BullMQ queue of the notifications' scheduled work. */
export const NOTIFICATIONS_QUEUE = 'notifications';
export const SCAN_REMINDERS_JOB = 'scan-reminders';
/** A fixed id: every replica upserts the same schedule, so there is one, not one per replica. */
export const REMINDERS_SCHEDULER_ID = 'notification-reminders';

/**
 * Reminders due now, one outbox row each: confirmed sign-ups of scheduled events not yet started
 * whose start (in the club's zone) is within the person's `reminder_hours`, with reminders on,
 * not reminded yet, and signed up before that window opened (a sign-up made within it has just
 * had its confirmation). Each club's events are read by the (club_id, start_time) index, a week
 * (the longest reminder time) ahead at most. The pending row's dedupe key keeps one per person
 * and occurrence; the mail's claim in `sent_notifications` keeps it to one mail.
 */
const SCAN_SQL = `
  INSERT INTO notification_outbox (club_id, user_id, kind, event_id, dedupe_key)
  SELECT s.club_id, s.user_id, 'reminder', e.id, 'reminder:' || e.id || ':' || s.user_id
    FROM clubs c
    CROSS JOIN LATERAL (
      SELECT e.id, e.start_time AT TIME ZONE c.timezone AS starts_at
        FROM events e
       WHERE e.club_id = c.id AND e.status = 'scheduled'
         AND e.start_time > (now() AT TIME ZONE c.timezone)
         AND e.start_time <= ((now() + interval '168 hours') AT TIME ZONE c.timezone)) e
    JOIN signups s ON s.club_id = c.id AND s.event_id = e.id AND s.status = 'confirmed'
    LEFT JOIN notification_preferences p ON p.club_id = s.club_id AND p.user_id = s.user_id
   WHERE COALESCE(p.reminder, true)
     AND e.starts_at <= now() + make_interval(hours => COALESCE(p.reminder_hours, 24))
     AND s.signup_time <= e.starts_at - make_interval(hours => COALESCE(p.reminder_hours, 24))
     AND NOT EXISTS (SELECT 1 FROM sent_notifications n
                      WHERE n.event_id = e.id AND n.user_id = s.user_id AND n.kind = 'reminder')
  ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
  RETURNING 1`;

/** How long what was sent is remembered: longer than any reminder time, so none repeats. */
const SENT_KEPT_DAYS = 30;

/**
 * The reminder job (API.md section 9), in processes that run workers: a BullMQ job scheduler with
 * a fixed id every REMINDER_SCAN_SECONDS, whose jobs one worker of the `notifications` queue runs,
 * and one run at boot; `jobs:run reminders` runs it once. Running it twice at once is harmless
 * (see SCAN_SQL), so nothing else coordinates the replicas. It also forgets what was sent more
 * than 30 days ago.
 */
@Injectable()
export class ReminderJob implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Reminders');
  private readonly job: ScheduledJob;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    @InjectQueue(NOTIFICATIONS_QUEUE) queue: Queue,
    private readonly db: DataSource,
    jobs: JobRegistry,
  ) {
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

  async onApplicationBootstrap(): Promise<void> {
    if (this.role.workers && this.config.NOTIFY_RELAY) await this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Writes the reminders due now to the outbox; returns how many. */
  async scan(): Promise<number> {
    const queued = ((await this.db.query(SCAN_SQL)) as unknown[]).length;
    await this.db.query(
      `DELETE FROM sent_notifications WHERE sent_at < now() - make_interval(days => $1::int)`,
      [SENT_KEPT_DAYS],
    );
    if (queued) this.logger.debug(`Queued ${queued} reminder(s)`);
    return queued;
  }
}
