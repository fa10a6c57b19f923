import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import {
  DEFAULT_LOCALE,
  isUnswitchableMailKind,
  OUTBOX_MAIL_KINDS,
  type OutboxMailKind,
} from '@courtside/domain';
import type { Job } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { buildIcs } from '../common/ics/ics';
import { publicOrigin } from '../common/http/public-url';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MailJobHandlers, type MailJobOutcome } from '../mail/mail-jobs';
import { MailSender, type OutgoingMail } from '../mail/mail-sender.service';
import { NotificationComposers } from './notification-composers';
import { calendarEntries, composeNotification, type NotificationJob } from './notification-content';
import { kindOf, notificationMail } from './templates/notification-mail';
import { notificationMailStore, type MailRecipientRow } from './notification-mails.store';
import { sentNotificationsStore } from './sent-notifications.store';
import { UnsubscribeService } from './unsubscribe.service';

/** The page of the club's site where a person changes their notification settings. */
export const NOTIFICATION_SETTINGS_PATH = '/settings/notifications';

/** A draw mail job as queued before draw mails went through the outbox. */
interface QueuedDrawMail {
  clubId: string;
  eventId: string;
  userId: string;
  change: 'published' | 'changed';
  to: string;
}

/**
 * The job name draw mails were queued under before they went through the outbox: such a job,
 * queued (or dead-lettered) by that version, is sent as a draw_published notification.
 */
const QUEUED_DRAW_MAIL_JOB = 'draw-published';

/**
 * The mail worker's side of every notification kind: claims the send in `sent_notifications`
 * (so a job that runs twice, after a re-relay or a redelivery, sends once, and a person gets one
 * reminder per occurrence however many workers run), checks the person still wants that kind,
 * reads what the mail says as things are now, renders it in their language and sends it. The
 * claim commits only with a sent mail: a failed send is retried, a crash mid-send leaves no claim
 * behind. Kinds whose content belongs to a feature above this one (the draws) are composed by
 * the composer that feature registered (NotificationComposers).
 */
@Injectable()
export class NotificationMailer implements OnModuleInit {
  private readonly logger = new Logger('Notifications');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly sender: MailSender,
    private readonly handlers: MailJobHandlers,
    private readonly unsubscribe: UnsubscribeService,
    private readonly composers: NotificationComposers,
  ) {}

  onModuleInit(): void {
    for (const kind of OUTBOX_MAIL_KINDS)
      this.handlers.register(kind, (job: Job<NotificationJob>) => this.deliver(job.data));
    this.handlers.register(QUEUED_DRAW_MAIL_JOB, (job: Job<QueuedDrawMail>) =>
      this.deliver({
        // Claimed once per job, as the outbox's jobs are once per row.
        outboxId: `queued-${job.id}`,
        clubId: job.data.clubId,
        userId: job.data.userId,
        kind: 'draw_published',
        eventId: job.data.eventId,
        payload: { change: job.data.change },
        to: job.data.to,
      }),
    );
  }

  async deliver(job: NotificationJob): Promise<MailJobOutcome> {
    const runner = this.db.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      const outcome = await this.claimAndSend(runner.manager, job);
      if (outcome === 'sent') await runner.commitTransaction();
      else await runner.rollbackTransaction();
      return outcome;
    } catch (error) {
      await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  private async claimAndSend(tx: EntityManager, job: NotificationJob): Promise<MailJobOutcome> {
    // One reminder per person and occurrence; every other mail once per outbox row.
    const key = job.kind === 'reminder' ? `reminder:${job.eventId}:${job.userId}` : `outbox:${job.outboxId}`;
    const claimed = await sentNotificationsStore.claim(tx, {
      dedupe_key: key,
      club_id: job.clubId,
      user_id: job.userId,
      kind: job.kind,
      event_id: job.eventId,
    });
    if (!claimed) return this.not('skipped', job, 'sent already, or no longer a member');

    const recipient = await this.recipient(tx, job.clubId, job.userId, job.kind);
    if (!recipient) return this.not('skipped', job, 'no longer a member');
    const origin = publicOrigin(this.config, recipient.subdomain);
    if (isUnswitchableMailKind(job.kind)) {
      // Nobody can switch these off: no setting to read, no unsubscribe links.
      const compose = this.composers.getUnswitchable(job.kind);
      // Retried (and in the end dead-lettered for a re-drive), never lost, if a process lacks it.
      if (!compose) throw new Error(`No composer for "${job.kind}" mails in this process`);
      const mail = await compose(tx, job, {
        email: recipient.email,
        name: recipient.name,
        locale: recipient.locale,
        club: { name: recipient.club_name, logo: recipient.logo, origin },
        settingsUrl: `${origin}${NOTIFICATION_SETTINGS_PATH}`,
      });
      if ('outcome' in mail) return this.not(mail.outcome, job, mail.why);
      await this.sender.send(this.fromClub(mail, recipient));
      return 'sent';
    }
    if (!recipient.wants) return this.not('skipped', job, 'switched off');
    const composer = this.composers.get(job.kind);
    if (composer) {
      const links = await this.unsubscribe.linksFor(job.clubId, job.userId, job.kind, origin, tx);
      if (!links) return this.not('skipped', job, 'no longer a member');
      const mail = await composer(tx, job, {
        email: recipient.email,
        name: recipient.name,
        locale: recipient.locale,
        club: { name: recipient.club_name, logo: recipient.logo, origin },
        unsubscribe: links,
        settingsUrl: `${origin}${NOTIFICATION_SETTINGS_PATH}`,
      });
      if ('outcome' in mail) return this.not(mail.outcome, job, mail.why);
      await this.sender.send(this.fromClub(mail, recipient));
      return 'sent';
    }
    const composed = await composeNotification(tx, job);
    if ('outcome' in composed) return this.not(composed.outcome, job, composed.why);

    const kind = kindOf(composed.content);
    const links = await this.unsubscribe.linksFor(job.clubId, job.userId, kind, origin, tx);
    if (!links) return this.not('skipped', job, 'no longer a member');
    const rendered = notificationMail(composed.content, {
      locale: recipient.locale,
      name: recipient.name,
      club: { name: recipient.club_name, logo: recipient.logo, origin },
      reminderHours: recipient.reminder_hours,
      unsubscribe: links,
      settingsUrl: `${origin}${NOTIFICATION_SETTINGS_PATH}`,
    });
    const mail: OutgoingMail = {
      to: recipient.email,
      ...rendered,
      headers: { ...links.headers, 'X-Courtside-Notification': kind },
    };
    if (composed.calendar.length) {
      const ics = buildIcs({
        name: recipient.club_name,
        timezone: recipient.timezone,
        domain: this.config.APP_DOMAIN,
        events: calendarEntries(composed.calendar, (id) => `${origin}/events/${id}`),
      });
      mail.attachments = [
        { filename: 'event.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
      ];
    }
    await this.sender.send(this.fromClub(mail, recipient));
    return 'sent';
  }

  /**
   * The member the mail goes to (now: their current address, name and language: their choice at
   * the club, else the club's default, else English) and whether they want `kind`.
   */
  private async recipient(
    tx: EntityManager,
    clubId: string,
    userId: string,
    kind: OutboxMailKind,
  ): Promise<MailRecipientRow | null> {
    const row = await notificationMailStore.recipient(tx, clubId, userId, kind);
    return row ? { ...row, locale: row.locale ?? DEFAULT_LOCALE } : null;
  }

  /** The mail as the club's: From its name via Courtside, Reply-To its e-mail unless set already. */
  private fromClub(mail: OutgoingMail, recipient: MailRecipientRow): OutgoingMail {
    return { ...mail, club: { name: recipient.club_name, email: recipient.club_email } };
  }

  private not(outcome: 'skipped' | 'dropped', job: NotificationJob, why: string): MailJobOutcome {
    const line = `${job.kind} mail ${job.outboxId} not sent (${outcome}): ${why}`;
    if (outcome === 'dropped') this.logger.log(line);
    else this.logger.debug(line);
    return outcome;
  }
}
