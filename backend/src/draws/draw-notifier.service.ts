import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MailQueue } from '../mail/mail-queue.service';
import { DRAW_MAIL_JOB, type DrawMailJob } from './draw-mailer.service';

/**
 * Queues the draw mails of a published draw, one job per player (retried on its own, never
 * sending anyone's mail twice). Called after the change committed, so the worker always reads
 * the change it mails about; the worker reads the draw as it is when it sends.
 */
@Injectable()
export class DrawNotifier {
  constructor(
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
      await this.queue.enqueue(DRAW_MAIL_JOB, job);
    }
  }
}
