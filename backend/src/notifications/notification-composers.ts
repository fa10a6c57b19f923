import { Injectable } from '@nestjs/common';
import type { Locale, NotificationKind } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import type { OutgoingMail } from '../mail/mail-sender.service';
import type { NotificationJob } from './notification-content';
import type { UnsubscribeLinks } from './unsubscribe.service';

/** Who a notification goes to, as NotificationMailer read them when it claimed the send. */
export interface NotificationRecipient {
  /** Their address now (the job's `to` is only what it was when queued). */
  email: string;
  /** Their name at the club; null when they gave none. */
  name: string | null;
  locale: Locale;
  club: { name: string; logo: string | null; origin: string };
  unsubscribe: UnsubscribeLinks;
  settingsUrl: string;
}

/** What a composer makes of a job: the mail to send, or why nothing is sent. */
export type ComposedMail = OutgoingMail | { outcome: 'skipped' | 'dropped'; why: string };

export type NotificationComposer = (
  tx: EntityManager,
  job: NotificationJob,
  recipient: NotificationRecipient,
) => Promise<ComposedMail>;

/**
 * The mails of notification kinds whose content belongs to a feature above notifications (the
 * draws compose `draw_published` from their own tables and template). Such a feature registers
 * its composer here when its module starts; NotificationMailer still claims the send, reads the
 * person's setting and makes the unsubscribe links, so every kind is sent once, only when
 * wanted, by the one relay and mail job.
 */
@Injectable()
export class NotificationComposers {
  private readonly composers = new Map<NotificationKind, NotificationComposer>();

  register(kind: NotificationKind, composer: NotificationComposer): void {
    if (this.composers.has(kind)) throw new Error(`A composer for "${kind}" mails exists already`);
    this.composers.set(kind, composer);
  }

  get(kind: NotificationKind): NotificationComposer | undefined {
    return this.composers.get(kind);
  }
}
