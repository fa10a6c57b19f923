import type { EntityManager } from 'typeorm';
import type { Club } from '../common/tenancy/club.entity';
import { ClubMembership } from '../users/club-membership.entity';
import type { User } from '../users/user.entity';
import type { NotificationUnsubscribeToken } from './notification-unsubscribe-token.entity';

/** A token's person and kind, with what the unsubscribe page shows of them. */
export type UnsubscribeTokenRow = Pick<NotificationUnsubscribeToken, 'club_id' | 'user_id' | 'kind'> & {
  club_name: Club['name'];
  email: User['email'];
  /** Whether the kind is on for them now. */
  subscribed: boolean;
};

/**
 * The `notification_unsubscribe_tokens` table: the hashes of the unsubscribe links' tokens, with
 * the membership and kind each stands for.
 */
export const unsubscribeTokensStore = {
  /** The id of the person's membership of the club (a token is derived from it), or null. */
  async membershipId(
    db: EntityManager,
    clubId: string,
    userId: string,
  ): Promise<ClubMembership['id'] | null> {
    const membership = await db
      .getRepository(ClubMembership)
      .findOne({ select: { id: true }, where: { club_id: clubId, user_id: userId } });
    return membership?.id ?? null;
  },

  /** Stores a token's hash; one stored already (every mail of a kind has the same) stays. */
  async save(
    db: EntityManager,
    token: Pick<NotificationUnsubscribeToken, 'token_hash' | 'club_id' | 'user_id' | 'kind'>,
  ): Promise<void> {
    await db.query(
      `INSERT INTO notification_unsubscribe_tokens (token_hash, club_id, user_id, kind)
       VALUES ($1, $2, $3, $4) ON CONFLICT (token_hash) DO NOTHING`,
      [token.token_hash, token.club_id, token.user_id, token.kind],
    );
  },

  /**
   * The token's person and kind at this club, while they are a member; null otherwise.
   * `holdMembership` keeps the membership from being removed until the transaction ends.
   */
  async find(
    db: EntityManager,
    clubId: string,
    tokenHash: string,
    holdMembership = false,
  ): Promise<UnsubscribeTokenRow | null> {
    const [row]: UnsubscribeTokenRow[] = await db.query(
      `SELECT t.club_id, t.user_id, t.kind, c.name AS club_name, u.email,
              COALESCE((to_jsonb(p) ->> t.kind)::boolean, true) AS subscribed
         FROM notification_unsubscribe_tokens t
         JOIN club_memberships m ON m.club_id = t.club_id AND m.user_id = t.user_id
         JOIN clubs c ON c.id = t.club_id
         JOIN users u ON u.id = t.user_id
         LEFT JOIN notification_preferences p ON p.club_id = t.club_id AND p.user_id = t.user_id
        WHERE t.token_hash = $1 AND t.club_id = $2
        ${holdMembership ? 'FOR KEY SHARE OF m' : ''}`,
      [tokenHash, clubId],
    );
    return row ?? null;
  },
};
