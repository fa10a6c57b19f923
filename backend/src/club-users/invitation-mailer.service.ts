import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { LOGIN_LINK_PAGES } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { loginLinkStore } from '../auth/login-links.store';
import { hashSecret, newSecret } from '../common/auth/session-token';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import {
  NotificationComposers,
  type ComposedMail,
  type MailRecipient,
} from '../notifications/notification-composers';
import type { NotificationJob } from '../notifications/notification-content';
import { invitationMail } from './invitation.mail';
import { invitationStore } from './invitations.store';

/**
 * Composes invitation mails (kind `invitation`, not switchable) for NotificationMailer, which has
 * claimed the send. The sign-in link is made here, in the claim's transaction: a token of 256
 * random bits whose hash goes into `magic_links` as an invitation, so the outbox row never held
 * it, and a failed send (rolled back, retried) leaves no live link behind. Someone who signed in
 * meanwhile gets nothing: the link would not work for them.
 */
@Injectable()
export class InvitationMailer implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly composers: NotificationComposers,
  ) {}

  onModuleInit(): void {
    this.composers.registerUnswitchable('invitation', (tx, job, recipient) =>
      this.compose(tx, job, recipient),
    );
  }

  async compose(tx: EntityManager, job: NotificationJob, recipient: MailRecipient): Promise<ComposedMail> {
    const signedIn = await invitationStore.signedIn(tx, job.clubId, job.userId);
    if (signedIn === null) return { outcome: 'skipped', why: 'no longer a member' };
    if (signedIn) return { outcome: 'skipped', why: 'signed in at the club already' };
    const token = newSecret();
    const days = this.config.INVITATION_TTL_DAYS;
    await loginLinkStore.insertInvitation(tx, {
      token_hash: hashSecret(token),
      email: recipient.email,
      club_id: job.clubId,
      ttlDays: days,
    });
    return invitationMail({
      to: recipient.email,
      name: recipient.name,
      link: `${recipient.club.origin}${LOGIN_LINK_PAGES.club}?token=${encodeURIComponent(token)}`,
      validDays: days,
      locale: recipient.locale,
      club: { name: recipient.club.name, logo: recipient.club.logo },
    });
  }
}
