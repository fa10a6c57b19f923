import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  NotificationComposers,
  type ComposedMail,
  type NotificationRecipient,
} from '../notifications/notification-composers';
import type { NotificationJob } from '../notifications/notification-content';
import { clubNewsMail, organiserMessageMail } from './message.mail';
import { messagesStore, type MessageMailRow } from './messages.store';

/**
 * Composes the message mails for NotificationMailer, which claims each send (one mail per outbox
 * row): `organiser_message` (not switchable) and `club_news` (switchable: NotificationMailer has
 * read the person's setting and made the unsubscribe links). The message is read when the mail
 * is sent: one deleted meanwhile (its event deleted), or a person no longer among its
 * recipients (they left), sends nothing.
 */
@Injectable()
export class MessageMailer implements OnModuleInit {
  constructor(private readonly composers: NotificationComposers) {}

  onModuleInit(): void {
    this.composers.registerUnswitchable('organiser_message', async (tx, job, r) => {
      const message = await this.message(tx, job);
      if ('outcome' in message) return message;
      return organiserMessageMail({ to: r.email, name: r.name, locale: r.locale, club: r.club, message });
    });
    this.composers.register('club_news', (tx, job, r) => this.clubNews(tx, job, r));
  }

  private async clubNews(
    tx: EntityManager,
    job: NotificationJob,
    r: NotificationRecipient,
  ): Promise<ComposedMail> {
    const message = await this.message(tx, job);
    if ('outcome' in message) return message;
    return clubNewsMail({
      to: r.email,
      name: r.name,
      locale: r.locale,
      club: r.club,
      message,
      unsubscribePage: r.unsubscribe.page,
      settingsUrl: r.settingsUrl,
      headers: r.unsubscribe.headers,
    });
  }

  private async message(
    tx: EntityManager,
    job: NotificationJob,
  ): Promise<MessageMailRow | { outcome: 'skipped'; why: string }> {
    const id = job.payload.message_id;
    const message = id ? await messagesStore.forMail(tx, job.clubId, id) : null;
    if (!message) return { outcome: 'skipped', why: 'the message is gone' };
    if (!(await messagesStore.isRecipient(tx, message.id, job.userId)))
      return { outcome: 'skipped', why: 'no longer a recipient' };
    return message;
  }
}
