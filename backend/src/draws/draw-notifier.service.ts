import { Inject, Injectable } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailQueue } from '../mail/mail-queue.service';
import { DRAW_MAIL_JOB, type DrawMailJob } from './draw-mailer.service';

/**
 * Queues the draw mails of a published draw, one job per player (retried on its own, never
 * sending anyone's mail twice). Called after the change committed, so the worker always reads
 * the change it mails about; the worker reads the draw as it is when it sends.
 *
 * The mail of a publication goes at once. A change after publishing (a swap, a redraw) waits
 * NOTIFY_COALESCE_SECONDS, like an event's "changed" mail: an organiser making several swaps sends
 * each player one mail with the final draw, that long after the last change that touched them
 * (BullMQ's debounce: one delayed job per player and event, its delay pushed back by each change).
 */
@Injectable()
export class DrawNotifier {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly queue: MailQueue,
  ) {}

  /**
   * Queues a mail for each of `userIds` still confirmed for the event. A 503 (Redis down) is
   * thrown as soon as one cannot be queued.
   */
  async notify(
    clubId: string,
    eventId: string,
    userIds: string[],
    change: DrawMailJob['change'],
  ): Promise<void> {
    if (userIds.length === 0) return;
    const recipients: { user_id: string; email: string }[] = await this.db.query(
      `SELECT s.user_id, u.email FROM signups s JOIN users u ON u.id = s.user_id
        WHERE s.club_id = $1 AND s.event_id = $2 AND s.status = 'confirmed' AND s.user_id = ANY($3::uuid[])
        ORDER BY s.user_id`,
      [clubId, eventId, userIds],
    );
    for (const r of recipients) {
      const job: DrawMailJob = { clubId, eventId, userId: r.user_id, change, to: r.email };
      await this.queue.enqueue(DRAW_MAIL_JOB, job, this.timing(eventId, r.user_id, change));
    }
  }

  /** At once for a publication; debounced per player for a change after it. */
  private timing(eventId: string, userId: string, change: DrawMailJob['change']): JobsOptions {
    const delay = this.config.NOTIFY_COALESCE_SECONDS * 1000;
    if (change !== 'changed' || delay === 0) return {};
    return {
      delay,
      deduplication: { id: `draw-changed:${eventId}:${userId}`, ttl: delay, extend: true, replace: true },
    };
  }
}
