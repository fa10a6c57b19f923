import { Injectable } from '@nestjs/common';
import type { Locale, NotificationKind, UnswitchableMailKind } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import type { OutgoingMail } from '../mail/mail-sender.service';
import type { NotificationJob } from './notification-content';
import type { UnsubscribeLinks } from './unsubscribe.service';

/** Who a mail goes to, as NotificationMailer read them when it claimed the send. */
export interface MailRecipient {
  /** Their address now (the job's `to` is only what it was when queued). */
  email: string;
  /** Their name at the club; null when they gave none. */
  name: string | null;
  locale: Locale;
  club: { name: string; logo: string | null; origin: string };
  settingsUrl: string;
}

/** The recipient of a switchable kind, with the links that switch it off. */
export interface NotificationRecipient extends MailRecipient {
  unsubscribe: UnsubscribeLinks;
}

/** What a composer makes of a job: the mail to send, or why nothing is sent. */
export type ComposedMail = OutgoingMail | { outcome: 'skipped' | 'dropped'; why: string };

export type NotificationComposer = (
  tx: EntityManager,
  job: NotificationJob,
  recipient: NotificationRecipient,
) => Promise<ComposedMail>;

/** A composer of a kind nobody can switch off: no unsubscribe links. */
export type UnswitchableComposer = (
  tx: EntityManager,
  job: NotificationJob,
  recipient: MailRecipient,
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
  private readonly unswitchable = new Map<UnswitchableMailKind, UnswitchableComposer>();

  register(kind: NotificationKind, composer: NotificationComposer): void {
    if (this.composers.has(kind)) throw new Error(`A composer for "${kind}" mails exists already`);
    this.composers.set(kind, composer);
  }

  get(kind: NotificationKind): NotificationComposer | undefined {
    return this.composers.get(kind);
  }

  /** A kind that is not switchable (an invitation): every such kind has its composer here. */
  registerUnswitchable(kind: UnswitchableMailKind, composer: UnswitchableComposer): void {
    if (this.unswitchable.has(kind)) throw new Error(`A composer for "${kind}" mails exists already`);
    this.unswitchable.set(kind, composer);
  }

  getUnswitchable(kind: UnswitchableMailKind): UnswitchableComposer | undefined {
    return this.unswitchable.get(kind);
  }
}
