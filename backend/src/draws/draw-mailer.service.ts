import { Injectable, OnModuleInit } from '@nestjs/common';
import { HIDDEN_NAME_LABEL } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import {
  NotificationComposers,
  type ComposedMail,
  type NotificationRecipient,
} from '../notifications/notification-composers';
import type { NotificationJob } from '../notifications/notification-content';
import { drawPublishedMail } from './draw-published.mail';
import { drawStore } from './draw-store';
import { playerSchedule } from './player-schedule';

const skip = (why: string): ComposedMail => ({ outcome: 'skipped', why });

/**
 * The draw mails (notification kind `draw_published`, API.md section 9): composed here, from the
 * draw as it is when the mail is sent, for NotificationMailer, which claims the send, checks the
 * person's setting and makes the unsubscribe links, as for every kind. The mail gives the player
 * their rounds, in their language (their choice at the club, else the club's, else English).
 * Nothing is sent for a draw no longer published, a cancelled event, someone no longer confirmed
 * for it or not in the draw.
 */
@Injectable()
export class DrawMailer implements OnModuleInit {
  constructor(private readonly composers: NotificationComposers) {}

  onModuleInit(): void {
    this.composers.register('draw_published', (tx, job, recipient) => this.compose(tx, job, recipient));
  }

  async compose(
    tx: EntityManager,
    job: NotificationJob,
    recipient: NotificationRecipient,
  ): Promise<ComposedMail> {
    const row = await drawStore.mailFor(tx, job.clubId, job.eventId, job.userId);
    if (!row) return skip('the draw is gone');
    if (!row.published) return skip('the draw is not published');
    if (row.event_status === 'cancelled') return skip('the event is cancelled');
    if (!row.confirmed) return skip('no longer confirmed');
    const schedule = playerSchedule(row.rounds, job.userId);
    if (!schedule.some((r) => r.court !== null || r.sitting_out)) return skip('not in the draw');
    const { origin } = recipient.club;
    const names = new Map(row.players.map((p) => [p.user_id, p.name]));
    return drawPublishedMail({
      to: recipient.email,
      locale: recipient.locale,
      // Without a name at the club, as the draw names them (`Player {n}`): never the address.
      name: recipient.name ?? names.get(job.userId) ?? HIDDEN_NAME_LABEL,
      clubName: recipient.club.name,
      eventName: row.event_name,
      start: row.start_time,
      roundMinutes: row.round_minutes,
      change: job.payload.change ?? 'published',
      schedule,
      names,
      link: `${origin}/events/${job.eventId}`,
      club: { logo: recipient.club.logo },
      unsubscribePage: recipient.unsubscribe.page,
      settingsUrl: recipient.settingsUrl,
      headers: recipient.unsubscribe.headers,
    });
  }
}
