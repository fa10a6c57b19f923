import { Injectable, OnModuleInit } from '@nestjs/common';
import type { Locale } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import {
  NotificationComposers,
  type ComposedMail,
  type MailRecipient,
  type NotificationRecipient,
} from '../notifications/notification-composers';
import type { NotificationJob } from '../notifications/notification-content';
import {
  DIGEST_NAMES_LISTED,
  joinApprovedMail,
  joinDeclinedMail,
  joinExpiredMail,
  joinRequestedMail,
} from './join-request.mail';
import { joinRequestStore } from './join-requests.store';

/** What the outbox rows of the join mails carry (the request may be gone when they are sent). */
interface JoinPayload {
  reason?: string | null;
  name?: string | null;
  locale?: Locale | null;
  created_at?: string;
}

/**
 * Composes the join mails for NotificationMailer, which claims each send: the decisions and the
 * expiry (not switchable; the person is not, or not yet, a member) and the staff's digest
 * (`join_requested`, switchable), which lists the requests waiting when it is sent.
 */
@Injectable()
export class JoinRequestMailer implements OnModuleInit {
  constructor(private readonly composers: NotificationComposers) {}

  onModuleInit(): void {
    this.composers.registerUnswitchable('join_approved', async (_tx, _job, r) =>
      joinApprovedMail({ to: r.email, name: r.name, locale: r.locale, club: r.club }),
    );
    this.composers.registerUnswitchable('join_declined', async (_tx, job, r) =>
      joinDeclinedMail({
        to: r.email,
        name: r.name,
        locale: r.locale,
        club: r.club,
        reason: (job.payload as JoinPayload).reason ?? null,
      }),
    );
    this.composers.registerUnswitchable('join_expired', (tx, job, r) => this.expired(tx, job, r));
    this.composers.register('join_requested', (tx, job, r) => this.digest(tx, job, r));
  }

  private async expired(tx: EntityManager, job: NotificationJob, r: MailRecipient): Promise<ComposedMail> {
    const payload = job.payload as JoinPayload;
    const [club]: { timezone: string }[] = await tx.query(`SELECT timezone FROM clubs WHERE id = $1`, [
      job.clubId,
    ]);
    return joinExpiredMail({
      to: r.email,
      name: r.name ?? payload.name ?? null,
      locale: payload.locale ?? r.locale,
      club: { ...r.club, timezone: club?.timezone ?? 'UTC' },
      createdAt: payload.created_at ?? new Date().toISOString(),
    });
  }

  private async digest(
    tx: EntityManager,
    job: NotificationJob,
    r: NotificationRecipient,
  ): Promise<ComposedMail> {
    const { total, rows } = await joinRequestStore.pendingForDigest(tx, job.clubId, DIGEST_NAMES_LISTED);
    if (total === 0) return { outcome: 'skipped', why: 'no requests waiting' };
    return joinRequestedMail({
      to: r.email,
      name: r.name,
      locale: r.locale,
      club: r.club,
      total,
      names: rows.map((row) => row.name),
      unsubscribePage: r.unsubscribe.page,
      settingsUrl: r.settingsUrl,
      headers: r.unsubscribe.headers,
    });
  }
}
