import type { JoinApproveType, JoinRequestStatus } from '@courtside/domain';
import { JOIN_REQUEST_LIMITS } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import type { JoinRequest } from './join-request.entity';

/** A request as staff list it, with the person's address. */
export type JoinRequestRow = Pick<
  JoinRequest,
  | 'id'
  | 'user_id'
  | 'name'
  | 'member_number'
  | 'phone'
  | 'message'
  | 'status'
  | 'user_type'
  | 'reason'
  | 'created_at'
  | 'decided_at'
> & { email: string };

/** What a person's last request at a club says about a new one. */
export type LatestRequestRow = Pick<JoinRequest, 'status' | 'created_at'> & {
  /** Declined less than JOIN_REQUEST_LIMITS.refusalDays ago: a new request is refused. */
  refused: boolean;
};

export type NewJoinRequest = Pick<
  JoinRequest,
  'club_id' | 'user_id' | 'name' | 'member_number' | 'phone' | 'message' | 'locale'
>;

const COLUMNS = `j.id, j.user_id, u.email, j.name, j.member_number, j.phone, j.message, j.status, j.user_type,
  j.reason, j.created_at, j.decided_at`;

/** Roles that manage club users (`club-users:manage`): the digest's recipients. */
const MANAGERS = `('clubsuperadmin', 'clubadmin')`;

/**
 * The `join_requests` table and the `join_requested` digests' bookkeeping (API.md section 12).
 * Every statement names the club.
 */
export const joinRequestStore = {
  /**
   * Serialises the club's new requests (FOR NO KEY UPDATE of the club row does not block
   * readers or the club's foreign keys), so the pending limit holds under concurrent requests.
   */
  async lockClub(tx: EntityManager, clubId: string): Promise<void> {
    await tx.query(`SELECT 1 FROM clubs WHERE id = $1 FOR NO KEY UPDATE`, [clubId]);
  },

  async pendingCount(db: EntityManager, clubId: string): Promise<number> {
    const [row]: { n: number }[] = await db.query(
      `SELECT count(*)::int AS n FROM join_requests WHERE club_id = $1 AND status = 'pending'`,
      [clubId],
    );
    return row.n;
  },

  /** The person's latest request at the club, or null. */
  async latest(db: EntityManager, clubId: string, userId: string): Promise<LatestRequestRow | null> {
    const [row]: LatestRequestRow[] = await db.query(
      `SELECT status, created_at,
              (status = 'declined' AND decided_at > now() - make_interval(days => $3)) AS refused
         FROM join_requests WHERE club_id = $1 AND user_id = $2
        ORDER BY created_at DESC LIMIT 1`,
      [clubId, userId, JOIN_REQUEST_LIMITS.refusalDays],
    );
    return row ?? null;
  },

  async isMember(db: EntityManager, clubId: string, userId: string): Promise<boolean> {
    const rows: unknown[] = await db.query(
      `SELECT 1 FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
      [clubId, userId],
    );
    return rows.length > 0;
  },

  async insert(tx: EntityManager, request: NewJoinRequest): Promise<Pick<JoinRequest, 'id' | 'created_at'>> {
    const [row]: Pick<JoinRequest, 'id' | 'created_at'>[] = await tx.query(
      `INSERT INTO join_requests (club_id, user_id, name, member_number, phone, message, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, created_at`,
      [
        request.club_id,
        request.user_id,
        request.name,
        request.member_number,
        request.phone,
        request.message,
        request.locale,
      ],
    );
    return row;
  },

  /** The club's requests in one status, oldest first for pending (the queue), newest first otherwise. */
  async list(db: EntityManager, clubId: string, status: JoinRequestStatus): Promise<JoinRequestRow[]> {
    const order = status === 'pending' ? 'j.created_at, j.id' : 'j.decided_at DESC, j.id';
    return db.query(
      `SELECT ${COLUMNS} FROM join_requests j JOIN users u ON u.id = j.user_id
        WHERE j.club_id = $1 AND j.status = $2 ORDER BY ${order}`,
      [clubId, status],
    );
  },

  /** One request of the club, held for a decision (FOR UPDATE); null when there is none. */
  async lock(tx: EntityManager, clubId: string, id: string): Promise<JoinRequestRow | null> {
    const [row]: JoinRequestRow[] = await tx.query(
      `SELECT ${COLUMNS} FROM join_requests j JOIN users u ON u.id = j.user_id
        WHERE j.club_id = $1 AND j.id = $2 FOR UPDATE OF j`,
      [clubId, id],
    );
    return row ?? null;
  },

  async decide(
    tx: EntityManager,
    id: string,
    decision: {
      status: 'approved' | 'declined';
      userType: JoinApproveType | null;
      reason: string | null;
      by: string;
    },
  ): Promise<void> {
    await tx.query(
      `UPDATE join_requests SET status = $2, user_type = $3, reason = $4, decided_by = $5, decided_at = now()
        WHERE id = $1`,
      [id, decision.status, decision.userType, decision.reason, decision.by],
    );
  },

  /** Withdraws the person's pending request; null when there was none. */
  async withdraw(
    db: EntityManager,
    clubId: string,
    userId: string,
  ): Promise<Pick<JoinRequest, 'created_at'> | null> {
    // A DELETE's answer is [rows, count].
    const [[row]]: [Pick<JoinRequest, 'created_at'>[], number] = await db.query(
      `DELETE FROM join_requests WHERE club_id = $1 AND user_id = $2 AND status = 'pending' RETURNING created_at`,
      [clubId, userId],
    );
    return row ?? null;
  },

  /**
   * Writes a `join_requested` digest to the outbox for each user manager of the club who was not
   * queued one within the last JOIN_REQUEST_LIMITS.digestMinutes, and who has requests newer
   * than their last one (`onlyNewer`, the job's catch-up); records when. Returns how many.
   */
  async queueDigests(tx: EntityManager, clubId: string | null): Promise<number> {
    const rows: unknown[] = await tx.query(
      `WITH due AS (
         SELECT m.club_id, m.user_id FROM club_memberships m
           LEFT JOIN join_request_digests d ON d.club_id = m.club_id AND d.user_id = m.user_id
          WHERE ($1::uuid IS NULL OR m.club_id = $1) AND m.user_type IN ${MANAGERS}
            AND (d.last_queued_at IS NULL OR d.last_queued_at <= now() - make_interval(mins => $2))
            AND EXISTS (SELECT 1 FROM join_requests j
                         WHERE j.club_id = m.club_id AND j.status = 'pending'
                           AND (d.last_queued_at IS NULL OR j.created_at > d.last_queued_at))
          FOR UPDATE OF m SKIP LOCKED),
       marked AS (
         INSERT INTO join_request_digests (club_id, user_id, last_queued_at)
         SELECT club_id, user_id, now() FROM due
         ON CONFLICT (club_id, user_id) DO UPDATE SET last_queued_at = EXCLUDED.last_queued_at)
       INSERT INTO notification_outbox (club_id, user_id, kind)
       SELECT club_id, user_id, 'join_requested' FROM due RETURNING id`,
      [clubId, JOIN_REQUEST_LIMITS.digestMinutes],
    );
    return rows.length;
  },

  /** What a digest lists: the club's pending requests, oldest first, and how many there are. */
  async pendingForDigest(
    db: EntityManager,
    clubId: string,
    limit: number,
  ): Promise<{ total: number; rows: Pick<JoinRequest, 'name' | 'created_at'>[] }> {
    const rows: (Pick<JoinRequest, 'name' | 'created_at'> & { total: number })[] = await db.query(
      `SELECT name, created_at, count(*) OVER ()::int AS total FROM join_requests
        WHERE club_id = $1 AND status = 'pending' ORDER BY created_at, id LIMIT $2`,
      [clubId, limit],
    );
    return { total: rows[0]?.total ?? 0, rows: rows.map(({ name, created_at }) => ({ name, created_at })) };
  },

  /** A decision's mail to the person (`join_approved` or `join_declined`), in the outbox. */
  async queueDecisionMail(
    tx: EntityManager,
    clubId: string,
    userId: string,
    kind: 'join_approved' | 'join_declined',
    reason: string | null,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, payload)
       VALUES ($1, $2, $3, jsonb_build_object('reason', $4::text))`,
      [clubId, userId, kind, reason],
    );
  },

  /** Deletes declined requests decided more than JOIN_REQUEST_LIMITS.declinedKeptDays ago. */
  async deleteOldDeclined(db: EntityManager): Promise<number> {
    // A DELETE's answer is [rows, count].
    const [, count]: [unknown[], number] = await db.query(
      `DELETE FROM join_requests WHERE status = 'declined'
          AND decided_at <= now() - make_interval(days => $1)`,
      [JOIN_REQUEST_LIMITS.declinedKeptDays],
    );
    return count;
  },

  /**
   * Deletes pending requests older than JOIN_REQUEST_LIMITS.pendingExpireDays and, in the same
   * statement, writes each person's `join_expired` mail (with what it says: the request is gone
   * by the time it is sent).
   */
  async expirePending(tx: EntityManager): Promise<number> {
    const rows: unknown[] = await tx.query(
      `WITH gone AS (
         DELETE FROM join_requests WHERE status = 'pending'
            AND created_at <= now() - make_interval(days => $1)
         RETURNING club_id, user_id, name, locale, created_at)
       INSERT INTO notification_outbox (club_id, user_id, kind, payload)
       SELECT club_id, user_id, 'join_expired',
              jsonb_build_object('name', name, 'locale', locale, 'created_at', created_at)
         FROM gone RETURNING id`,
      [JOIN_REQUEST_LIMITS.pendingExpireDays],
    );
    return rows.length;
  },
};
