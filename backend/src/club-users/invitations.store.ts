import type { EntityManager } from 'typeorm';
import type { ClubMembership } from '../users/club-membership.entity';

/** A person a batch would invite, as the batch finds them (their membership row locked). */
export type InvitationCandidateRow = Pick<ClubMembership, 'user_id'> & {
  /** They have signed in at the club: an invitation (an enrolment link) would not work. */
  signed_in: boolean;
  /** Seconds until they may be invited again; 0 or less: now. */
  wait_seconds: number;
};

/**
 * What inviting reads and writes of the club's memberships (`invited_at`, `last_seen_on`). Every
 * statement names the club, so another club's people are simply not found.
 */
export const invitationStore = {
  /**
   * The club's members among `userIds`, their rows locked (in id order, so two batches over the
   * same people wait for each other rather than deadlock) until the transaction ends: two
   * concurrent calls cannot both invite one person within the hour.
   */
  async lockCandidates(
    tx: EntityManager,
    clubId: string,
    userIds: string[],
    resendSeconds: number,
  ): Promise<InvitationCandidateRow[]> {
    return tx.query(
      `SELECT m.user_id, m.last_seen_on IS NOT NULL AS signed_in,
              COALESCE(ceil(extract(epoch FROM m.invited_at + make_interval(secs => $3) - now())), 0)::int
                AS wait_seconds
         FROM club_memberships m
        WHERE m.club_id = $1 AND m.user_id = ANY($2::uuid[])
        ORDER BY m.user_id
          FOR NO KEY UPDATE`,
      [clubId, userIds, resendSeconds],
    );
  },

  /** Records that the people were just invited. */
  async markInvited(tx: EntityManager, clubId: string, userIds: string[]): Promise<void> {
    await tx.query(
      `UPDATE club_memberships SET invited_at = now() WHERE club_id = $1 AND user_id = ANY($2::uuid[])`,
      [clubId, userIds],
    );
  },

  /** Whether the member has ever signed in at the club; null when they are no longer a member. */
  async signedIn(db: EntityManager, clubId: string, userId: string): Promise<boolean | null> {
    const [row]: { signed_in: boolean }[] = await db.query(
      `SELECT last_seen_on IS NOT NULL AS signed_in FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
      [clubId, userId],
    );
    return row ? row.signed_in : null;
  },
};
