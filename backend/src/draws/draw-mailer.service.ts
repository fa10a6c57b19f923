import { Injectable, OnModuleInit } from '@nestjs/common';
import type { DrawRound } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import {
  NotificationComposers,
  type ComposedMail,
  type NotificationRecipient,
} from '../notifications/notification-composers';
import type { NotificationJob } from '../notifications/notification-content';
import { drawPublishedMail } from './draw-published.mail';
import type { StoredPlayer } from './draw-store';
import { playerSchedule } from './player-schedule';
import { WALL_CLOCK } from '../common/sql/wall-clock';

interface DrawMailRow {
  event_name: string;
  start_time: string;
  event_status: string;
  round_minutes: number | null;
  rounds: DrawRound[];
  players: StoredPlayer[];
  published: boolean;
  confirmed: boolean;
}

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
    const [row]: DrawMailRow[] = await tx.query(
      `SELECT e.name AS event_name, ${WALL_CLOCK('e.start_time')} AS start_time,
              e.status AS event_status, d.round_minutes, d.result -> 'rounds' AS rounds,
              d.result -> 'players' AS players, d.published_at IS NOT NULL AS published,
              EXISTS (SELECT 1 FROM signups s WHERE s.club_id = $1 AND s.event_id = $2 AND s.user_id = $3
                         AND s.status = 'confirmed') AS confirmed
         FROM draws d
         JOIN events e ON e.id = d.event_id AND e.club_id = d.club_id
        WHERE d.club_id = $1 AND d.event_id = $2`,
      [job.clubId, job.eventId, job.userId],
    );
    if (!row) return skip('the draw is gone');
    if (!row.published) return skip('the draw is not published');
    if (row.event_status === 'cancelled') return skip('the event is cancelled');
    if (!row.confirmed) return skip('no longer confirmed');
    const schedule = playerSchedule(row.rounds, job.userId);
    if (!schedule.some((r) => r.court !== null || r.sitting_out)) return skip('not in the draw');
    const { origin } = recipient.club;
    return drawPublishedMail({
      to: recipient.email,
      locale: recipient.locale,
      // As the draw names players: without a name at the club, the address's local part.
      name: recipient.name ?? recipient.email.split('@')[0],
      clubName: recipient.club.name,
      eventName: row.event_name,
      start: row.start_time,
      roundMinutes: row.round_minutes,
      change: job.payload.change ?? 'published',
      schedule,
      names: new Map(row.players.map((p) => [p.user_id, p.name])),
      link: `${origin}/events/${job.eventId}`,
      club: { logo: recipient.club.logo },
      unsubscribePage: recipient.unsubscribe.page,
      settingsUrl: recipient.settingsUrl,
      headers: recipient.unsubscribe.headers,
    });
  }
}
