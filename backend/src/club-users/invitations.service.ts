import { HttpException, HttpStatus, Injectable, OnModuleInit } from '@nestjs/common';
import { API_ERRORS, INVITATION_LIMITS, type InvitationSkipReason } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { recordAudit, type AuditRecord } from '../common/audit/record-audit';
import { errorBody } from '../common/errors/error-body';
import { ClubOwnerInvitations } from '../clubs/club-owner-invitations';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { invitationStore } from './invitations.store';

/** What a batch of invitations did. */
export interface InvitationResult {
  sent: number;
  skipped: { user_id: string; reason: InvitationSkipReason }[];
}

/**
 * Invitations (API.md section 12): a welcome mail with an enrolment link for each person, written
 * to the notification outbox in the caller's transaction (a crash after the commit loses none);
 * the link itself is made when the mail is composed (InvitationMailer). At most one per person
 * per club per hour; nobody who has signed in at the club already; only the club's own people
 * (another club's are "not found", as unknown ids are, so nothing about them shows).
 */
@Injectable()
export class InvitationsService implements OnModuleInit {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: NotificationOutbox,
    private readonly owners: ClubOwnerInvitations,
  ) {}

  onModuleInit(): void {
    this.owners.register(async (tx, clubId, userId, actor) => {
      await this.invite(tx, clubId, actor, [userId]);
    });
  }

  /**
   * `POST /api/club-users/invitations`. A call for one person invited within the hour is 429
   * with Retry-After (the staff screen's "resend"); in a batch such people are skipped.
   */
  async send(clubId: string, actor: AuditRecord['actor'], userIds: string[]): Promise<InvitationResult> {
    const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
    return this.db.transaction(async (tx) => {
      const result = await this.invite(tx, clubId, actor, ids);
      if (ids.length === 1 && result.retryAfter) {
        throw new HttpException(
          { ...errorBody(429, API_ERRORS.invitedRecently), retryAfter: result.retryAfter },
          HttpStatus.TOO_MANY_REQUESTS,
        );
      }
      return { sent: result.sent, skipped: result.skipped };
    });
  }

  /**
   * Invites `userIds` in `tx` (the caller's transaction: a new person, an import), and records
   * one audit entry for the batch when `actor` is given and anyone was invited.
   */
  async invite(
    tx: EntityManager,
    clubId: string,
    actor: AuditRecord['actor'] | null,
    userIds: string[],
  ): Promise<InvitationResult & { retryAfter?: number }> {
    const rows = await invitationStore.lockCandidates(tx, clubId, userIds, INVITATION_LIMITS.resendSeconds);
    const found = new Map(rows.map((r) => [r.user_id, r]));
    const skipped: InvitationResult['skipped'] = [];
    const invite: string[] = [];
    let retryAfter: number | undefined;
    for (const id of userIds) {
      const row = found.get(id);
      if (!row) skipped.push({ user_id: id, reason: 'not_found' });
      else if (row.signed_in) skipped.push({ user_id: id, reason: 'already_signed_in' });
      else if (row.wait_seconds > 0) {
        skipped.push({ user_id: id, reason: 'invited_recently' });
        retryAfter = Math.max(retryAfter ?? 0, row.wait_seconds);
      } else invite.push(id);
    }
    if (invite.length) {
      await invitationStore.markInvited(tx, clubId, invite);
      await this.outbox.invited(tx, clubId, invite);
      if (actor)
        await recordAudit(tx, {
          clubId,
          actor,
          action: 'invitation.sent',
          targetType: 'club_user',
          targetId: invite.length === 1 ? invite[0] : null,
          summary: invite.length === 1 ? 'Invited 1 person' : `Invited ${invite.length} people`,
        });
    }
    return { sent: invite.length, skipped, retryAfter };
  }
}
