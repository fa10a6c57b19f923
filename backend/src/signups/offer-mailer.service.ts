import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hashSecret, newSecret } from '../common/auth/session-token';
import {
  NotificationComposers,
  type ComposedMail,
  type MailRecipient,
} from '../notifications/notification-composers';
import type { NotificationJob } from '../notifications/notification-content';
import { notificationMailStore } from '../notifications/notification-mails.store';
import { offerMail, type OfferMailKind } from './offer.mail';
import { waitlistStore } from './waitlist.store';

const KINDS: OfferMailKind[] = ['waitlist_offer', 'waitlist_offer_ended', 'waitlist_place_free'];

/**
 * Composes the offer mails (API.md section 13; none switchable) for NotificationMailer, which
 * has claimed the send, as things are when it is sent. The offer's link token is minted here, in
 * the claim's transaction, with only its hash stored on the sign-up: the outbox row never held
 * it, and a failed send (rolled back) leaves no live link behind. An offer no longer open, or a
 * place taken meanwhile, sends nothing.
 */
@Injectable()
export class OfferMailer implements OnModuleInit {
  constructor(private readonly composers: NotificationComposers) {}

  onModuleInit(): void {
    for (const kind of KINDS)
      this.composers.registerUnswitchable(kind, (tx, job, recipient) =>
        this.compose(kind, tx, job, recipient),
      );
  }

  async compose(
    kind: OfferMailKind,
    tx: EntityManager,
    job: NotificationJob,
    r: MailRecipient,
  ): Promise<ComposedMail> {
    const signupId = job.payload.signup_id;
    if (!signupId) return { outcome: 'skipped', why: 'no sign-up' };
    const row = await waitlistStore.offerMailRow(tx, job.clubId, signupId, job.userId);
    if (!row) return { outcome: 'skipped', why: 'the sign-up is gone' };
    const event = await notificationMailStore.signupEvent(tx, job.clubId, signupId, job.userId);
    if (!event || event.started) return { outcome: 'dropped', why: 'the event has started' };
    if (event.status === 'cancelled') return { outcome: 'skipped', why: 'the event is cancelled' };
    const base = { kind, to: r.email, name: r.name, locale: r.locale, club: r.club, event };
    if (kind === 'waitlist_offer') {
      if (row.status !== 'offered' || row.expired)
        return { outcome: 'skipped', why: 'the offer is no longer open' };
      if (row.held) return { outcome: 'skipped', why: 'held for the end of quiet hours' };
      const token = newSecret();
      const minted = await waitlistStore.mintToken(tx, job.clubId, signupId, hashSecret(token));
      if (!minted) return { outcome: 'skipped', why: 'the offer is no longer open' };
      return offerMail({
        ...base,
        offer: { expiresLocal: row.expires_local!, minutesLeft: row.minutes_left ?? 0, token },
      });
    }
    if (kind === 'waitlist_offer_ended') {
      if (row.status !== 'offer_ended') return { outcome: 'skipped', why: 'the offer did not end' };
      return offerMail({ ...base, declined: !row.expired });
    }
    if (row.status !== 'waitlisted') return { outcome: 'skipped', why: 'no longer waitlisted' };
    return offerMail(base);
  }
}
