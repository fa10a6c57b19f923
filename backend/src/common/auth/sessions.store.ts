import type { JoinRequestStatus, Locale, UserType } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { Session } from './session.entity';

/**
 * A session as a request resolves it: its own columns, its expiry compared with the database's
 * clock, and the person behind it. The person's columns are computed (COALESCE of a club person
 * and a system user), and their tables belong to features above `common`, so they are typed with
 * the domain's types; all are null when the person is gone.
 */
export type ResolvedSessionRow = Pick<Session, 'id_hash' | 'kind' | 'club_id' | 'idle_timeout_seconds'> & {
  idle_expired: boolean;
  absolute_expired: boolean;
  renew_due: boolean;
  /** A club session whose membership's last_seen_on is not the given club day. */
  seen_due: boolean;
  principal_id: string | null;
  email: string | null;
  name: string | null;
  locale: Locale | null;
  user_type: UserType | null;
  /**
   * A club session opened for a pending joiner whose user has no membership at the club (a
   * member's session without its membership is no session).
   */
  joiner: boolean;
  /** A joiner's latest request at the club (null without one). */
  join_status: JoinRequestStatus | null;
  join_created_at: Date | null;
};

/** A new session's row. */
export type NewSession = Pick<
  Session,
  | 'id_hash'
  | 'kind'
  | 'user_id'
  | 'club_id'
  | 'system_user_id'
  | 'idle_timeout_seconds'
  | 'idle_expires_at'
  | 'absolute_expires_at'
  | 'pending_join'
>;

/**
 * The `sessions` table. Every request of a signed-in person reads it (`resolve`), so that read is
 * one statement: the session, its expiry and the person, by primary key.
 */
export const sessionStore = {
  async insert(db: EntityManager, session: NewSession): Promise<void> {
    await db.getRepository(Session).insert(session);
  },

  /**
   * The session with this hash and its person (club membership or system user), or null.
   * `renew_due`: more than `renewAfterSeconds` have passed since the idle expiry was last set;
   * worked out against the database's clock, like the expiries. `seen_due`: a club session
   * whose membership was last seen on another day than `today` (`YYYY-MM-DD`, the club's day;
   * null on the apex).
   */
  async resolve(
    db: EntityManager,
    idHash: string,
    renewAfterSeconds: number,
    today: string | null,
  ): Promise<ResolvedSessionRow | null> {
    const rows: ResolvedSessionRow[] = await db.query(
      `SELECT s.id_hash, s.kind, s.club_id, s.idle_timeout_seconds,
              s.idle_expires_at <= now() AS idle_expired,
              s.absolute_expires_at <= now() AS absolute_expired,
              s.idle_expires_at < now() + make_interval(secs => s.idle_timeout_seconds - $2) AS renew_due,
              (s.kind = 'club' AND m.last_seen_on IS DISTINCT FROM $3::date) AS seen_due,
              COALESCE(u.id, su.id) AS principal_id,
              COALESCE(u.email, su.email) AS email,
              CASE WHEN s.kind = 'club' THEN m.name ELSE su.name END AS name,
              m.locale,
              COALESCE(m.user_type, su.user_type) AS user_type,
              (s.kind = 'club' AND m.user_id IS NULL AND s.pending_join) AS joiner,
              jr.status AS join_status, jr.created_at AS join_created_at
         FROM sessions s
         LEFT JOIN users u ON s.kind = 'club' AND u.id = s.user_id
         LEFT JOIN club_memberships m ON s.kind = 'club' AND m.user_id = s.user_id AND m.club_id = s.club_id
         LEFT JOIN system_users su ON s.kind = 'system' AND su.id = s.system_user_id
         LEFT JOIN LATERAL (
           SELECT j.status, j.created_at FROM join_requests j
            WHERE s.kind = 'club' AND m.user_id IS NULL AND j.club_id = s.club_id AND j.user_id = s.user_id
            ORDER BY j.created_at DESC LIMIT 1) jr ON true
        WHERE s.id_hash = $1`,
      [idHash, renewAfterSeconds, today],
    );
    return rows[0] ?? null;
  },

  /** A pending joiner's latest request at the club (what resolve joins), for a session just opened. */
  async latestJoinRequest(
    db: EntityManager,
    clubId: string,
    userId: string,
  ): Promise<{ status: JoinRequestStatus; created_at: Date } | null> {
    const [row]: { status: JoinRequestStatus; created_at: Date }[] = await db.query(
      `SELECT status, created_at FROM join_requests WHERE club_id = $1 AND user_id = $2
        ORDER BY created_at DESC LIMIT 1`,
      [clubId, userId],
    );
    return row ?? null;
  },

  /**
   * Records that the person used the club on `today` (the club's day). The condition makes a
   * second request of the same day, racing this one, write nothing. The membership's table
   * belongs to users/, above common: one plain statement, as the look-up above reads it.
   */
  async markSeen(db: EntityManager, clubId: string, userId: string, today: string): Promise<void> {
    await db.query(
      `UPDATE club_memberships SET last_seen_on = $3::date
        WHERE club_id = $1 AND user_id = $2 AND last_seen_on IS DISTINCT FROM $3::date`,
      [clubId, userId, today],
    );
  },

  /** Slides the idle expiry forward by the session's idle timeout, never past its absolute one. */
  async renew(db: EntityManager, idHash: string): Promise<void> {
    await db.query(
      `UPDATE sessions SET idle_expires_at = LEAST(now() + make_interval(secs => idle_timeout_seconds), absolute_expires_at)
        WHERE id_hash = $1`,
      [idHash],
    );
  },

  async delete(db: EntityManager, idHash: string): Promise<void> {
    await db.getRepository(Session).delete({ id_hash: idHash });
  },

  /** Deletes a person's sessions at one club. */
  async deleteClubSessions(db: EntityManager, userId: string, clubId: string): Promise<void> {
    await db.getRepository(Session).delete({ kind: 'club', user_id: userId, club_id: clubId });
  },

  async deleteSystemSessions(db: EntityManager, systemUserId: string): Promise<void> {
    await db.getRepository(Session).delete({ kind: 'system', system_user_id: systemUserId });
  },

  /** Deletes the sessions past either expiry; returns how many. */
  async deleteExpired(db: EntityManager): Promise<number> {
    const result = await db
      .createQueryBuilder()
      .delete()
      .from(Session)
      .where('idle_expires_at <= now() OR absolute_expires_at <= now()')
      .execute();
    return result.affected ?? 0;
  },
};
