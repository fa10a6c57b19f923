import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LOCALE, type DrawRound, type Locale } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { MailJobOutcome } from '../mail/mail-jobs';
import { publicOrigin } from '../common/http/public-url';
import { MailSender } from '../mail/mail-sender.service';
import { NOTIFICATION_SETTINGS_PATH } from '../notifications/notification-mailer.service';
import { NotificationPreferencesService } from '../notifications/notification-preferences.service';
import { UnsubscribeService } from '../notifications/unsubscribe.service';
import { drawPublishedMail } from './draw-published.mail';
import type { StoredPlayer } from './draw-store';
import { playerSchedule } from './player-schedule';
import { WALL_CLOCK } from '../common/sql/wall-clock';

export const DRAW_MAIL_JOB = 'draw-published';

/** A draw mail to one player; what it says is read when it is sent, so it is never out of date. */
export interface DrawMailJob {
  clubId: string;
  eventId: string;
  userId: string;
  change: 'published' | 'changed';
  /** The address when queued, for the dead-letter list only: the mail goes to the current one. */
  to: string;
}

/** The membership a draw mail goes to. */
interface DrawMailRecipient {
  club_id: string;
  user_id: string;
  email: string;
  name: string;
  locale: Locale;
}

interface DrawMailRow extends DrawMailRecipient {
  club_name: string;
  subdomain: string;
  logo: string | null;
  event_name: string;
  start_time: string;
  event_status: string;
  round_minutes: number | null;
  rounds: DrawRound[];
  players: StoredPlayer[];
  published: boolean;
  confirmed: boolean;
}

/**
 * The worker's side of the draw mails (notification kind `draw_published`, API.md section 9):
 * reads the draw as it is now and mails the player their rounds, in their language (their
 * choice at the club, else the club's, else English). Nothing is sent for a draw no longer
 * published, a cancelled event, someone no longer confirmed for it or not in the draw.
 */
@Injectable()
export class DrawMailer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly mailer: MailSender,
    private readonly preferences: NotificationPreferencesService,
    private readonly unsubscribe: UnsubscribeService,
  ) {}

  async deliver(job: DrawMailJob): Promise<MailJobOutcome> {
    const [row]: DrawMailRow[] = await this.db.query(
      `SELECT m.club_id, m.user_id, u.email,
              COALESCE(NULLIF(btrim(m.name), ''), split_part(u.email, '@', 1)) AS name,
              COALESCE(m.locale, c.default_locale) AS locale,
              c.name AS club_name, c.subdomain, c.logo, e.name AS event_name,
              ${WALL_CLOCK('e.start_time')} AS start_time, e.status AS event_status,
              d.round_minutes, d.result -> 'rounds' AS rounds, d.result -> 'players' AS players,
              d.published_at IS NOT NULL AS published,
              EXISTS (SELECT 1 FROM signups s WHERE s.club_id = $1 AND s.event_id = $2 AND s.user_id = $3
                         AND s.status = 'confirmed') AS confirmed
         FROM draws d
         JOIN events e ON e.id = d.event_id AND e.club_id = d.club_id
         JOIN clubs c ON c.id = d.club_id
         JOIN club_memberships m ON m.club_id = d.club_id AND m.user_id = $3
         JOIN users u ON u.id = m.user_id
        WHERE d.club_id = $1 AND d.event_id = $2`,
      [job.clubId, job.eventId, job.userId],
    );
    if (!row || !row.published || row.event_status === 'cancelled' || !row.confirmed) return 'skipped';
    const schedule = playerSchedule(row.rounds, job.userId);
    if (!schedule.some((r) => r.court !== null || r.sitting_out)) return 'skipped';
    // Asked at send time: switching draw mails off stops those already queued too.
    if (!(await this.preferences.wants(row.club_id, row.user_id, 'draw_published'))) return 'skipped';
    const origin = publicOrigin(this.config, row.subdomain);
    const links = await this.unsubscribe.linksFor(row.club_id, row.user_id, 'draw_published', origin);
    if (!links) return 'skipped';
    await this.mailer.send(
      drawPublishedMail({
        to: row.email,
        locale: row.locale ?? DEFAULT_LOCALE,
        name: row.name,
        clubName: row.club_name,
        eventName: row.event_name,
        start: row.start_time,
        roundMinutes: row.round_minutes,
        change: job.change,
        schedule,
        names: new Map(row.players.map((p) => [p.user_id, p.name])),
        link: `${origin}/events/${job.eventId}`,
        club: { logo: row.logo },
        unsubscribePage: links.page,
        settingsUrl: `${origin}${NOTIFICATION_SETTINGS_PATH}`,
        headers: links.headers,
      }),
    );
    return 'sent';
  }
}
