import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { ClubMembership } from '../users/club-membership.entity';
import type { Signup } from '../signups/signup.entity';
import type { User } from '../users/user.entity';
import type { DepartedMember } from './departed-member.entity';

/** How a departed person's e-mail is kept at a club: never the address, only this hash. */
export function departedEmailHash(clubId: string, email: string): string {
  return createHash('sha256').update(`${clubId}:${email.trim().toLowerCase()}`).digest('hex');
}

/** The statements of a person leaving a club (or being removed from it). */
export const departureStore = {
  /** The person's membership type, the row locked for the departure; null: not a member. */
  async lockMembership(
    tx: EntityManager,
    clubId: string,
    userId: string,
  ): Promise<ClubMembership['user_type'] | null> {
    const [row]: Pick<ClubMembership, 'user_type'>[] = await tx.query(
      `SELECT user_type FROM club_memberships WHERE club_id = $1 AND user_id = $2 FOR UPDATE`,
      [clubId, userId],
    );
    return row?.user_type ?? null;
  },

  async emailOf(db: EntityManager, userId: string): Promise<User['email']> {
    const [row]: Pick<User, 'email'>[] = await db.query(`SELECT email FROM users WHERE id = $1`, [userId]);
    return row.email;
  },

  /** The events of the club not yet ended (club time) the person is signed up for. */
  async comingEventIds(tx: EntityManager, clubId: string, userId: string): Promise<Signup['event_id'][]> {
    const rows: Pick<Signup, 'event_id'>[] = await tx.query(
      `SELECT s.event_id FROM signups s JOIN clubs c ON c.id = s.club_id
        WHERE s.club_id = $1 AND s.user_id = $2
          AND s.event_end_time > (now() AT TIME ZONE c.timezone)`,
      [clubId, userId],
    );
    return rows.map((r) => r.event_id);
  },

  /** Deletes the person's sign-ups for these (locked) events. */
  async deleteSignups(tx: EntityManager, clubId: string, userId: string, eventIds: string[]): Promise<void> {
    if (!eventIds.length) return;
    await tx.query(`DELETE FROM signups WHERE club_id = $1 AND user_id = $2 AND event_id = ANY($3::uuid[])`, [
      clubId,
      userId,
      eventIds,
    ]);
  },

  /**
   * The person's remaining (past) sign-ups lose their person and read as 'Former member'; their
   * attendance records (late cancellations, check-ins) stay for the club's counts without them,
   * and the messages they sent stay for the players they went to, from 'Former member'.
   */
  async anonymiseRest(tx: EntityManager, clubId: string, userId: string): Promise<void> {
    await tx.query(
      `UPDATE signups SET user_id = NULL, anonymised = 'former_member' WHERE club_id = $1 AND user_id = $2`,
      [clubId, userId],
    );
    await tx.query(`UPDATE attendance SET user_id = NULL WHERE club_id = $1 AND user_id = $2`, [
      clubId,
      userId,
    ]);
    // Messages they sent keep their text and read as from 'Former member'; those they received
    // go with the membership (message_recipients' foreign key).
    await tx.query(
      `UPDATE messages SET sender_id = NULL WHERE club_id = $1 AND sender_kind = 'club' AND sender_id = $2`,
      [clubId, userId],
    );
  },

  /**
   * Their requests to join this club go with them: what they wrote there (name, phone, message)
   * is data of theirs, and the decision is kept in the audit log, which names no one who left.
   */
  async deleteJoinRequests(tx: EntityManager, clubId: string, userId: string): Promise<void> {
    await tx.query(`DELETE FROM join_requests WHERE club_id = $1 AND user_id = $2`, [clubId, userId]);
  },

  /** Remembers who left and when (the club's calendar day), by the hash of their e-mail. */
  async remember(tx: EntityManager, clubId: string, emailHash: DepartedMember['email_hash']): Promise<void> {
    await tx.query(
      `INSERT INTO departed_members (club_id, email_hash, left_on)
       SELECT c.id, $2, (now() AT TIME ZONE c.timezone)::date FROM clubs c WHERE c.id = $1
       ON CONFLICT (club_id, email_hash) DO UPDATE SET left_on = EXCLUDED.left_on`,
      [clubId, emailHash],
    );
  },

  /**
   * Voids the person's unused links for this club (login and invitation): one mailed before they
   * left must not sign them in again.
   */
  async voidLinks(tx: EntityManager, clubId: string, email: User['email']): Promise<void> {
    await tx.query(
      `UPDATE magic_links SET voided_at = now()
        WHERE club_id = $1 AND email = $2 AND used_at IS NULL AND voided_at IS NULL`,
      [clubId, email],
    );
  },

  /** A person who comes back (created or imported again) is no longer departed. */
  async forget(tx: EntityManager, clubId: string, emailHashes: string[]): Promise<void> {
    if (!emailHashes.length) return;
    await tx.query(`DELETE FROM departed_members WHERE club_id = $1 AND email_hash = ANY($2::text[])`, [
      clubId,
      emailHashes,
    ]);
  },

  /** The days the people with these e-mail hashes left the club, by hash. */
  async departedOn(db: EntityManager, clubId: string, emailHashes: string[]): Promise<Map<string, string>> {
    if (!emailHashes.length) return new Map();
    const rows: Pick<DepartedMember, 'email_hash' | 'left_on'>[] = await db.query(
      `SELECT email_hash, to_char(left_on, 'YYYY-MM-DD') AS left_on FROM departed_members
        WHERE club_id = $1 AND email_hash = ANY($2::text[])`,
      [clubId, emailHashes],
    );
    return new Map(rows.map((r) => [r.email_hash, r.left_on]));
  },

  /**
   * Deletes the person's login once nothing holds it: no membership at any club and no system
   * staff account under the same address. True when deleted.
   */
  async deleteUserIfUnused(tx: EntityManager, userId: string): Promise<boolean> {
    const [, deleted]: [unknown, number] = await tx.query(
      `DELETE FROM users u WHERE u.id = $1
          AND NOT EXISTS (SELECT 1 FROM club_memberships m WHERE m.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM system_users s WHERE s.email = u.email)`,
      [userId],
    );
    return deleted > 0;
  },

  /**
   * Past sign-ups whose event ended more than the club's `retention_months` ago (club time) lose
   * their person and read as 'Anonymous', everyone's alike (a former member's too); clubs with
   * retention off (null) keep them; messages sent longer ago than that are deleted. Idempotent: a
   * second run finds nothing left to do.
   */
  async anonymiseExpired(db: EntityManager): Promise<number> {
    const [, changed]: [unknown, number] = await db.query(
      `UPDATE signups s SET user_id = NULL, anonymised = 'anonymous'
         FROM clubs c
        WHERE c.id = s.club_id AND c.retention_months IS NOT NULL
          AND s.anonymised IS DISTINCT FROM 'anonymous'
          AND s.event_end_time < (now() AT TIME ZONE c.timezone) - make_interval(months => c.retention_months)`,
    );
    // Attendance records of those events likewise stay, without their person.
    await db.query(
      `UPDATE attendance a SET user_id = NULL
         FROM events e JOIN clubs c ON c.id = e.club_id
        WHERE e.id = a.event_id AND a.user_id IS NOT NULL AND c.retention_months IS NOT NULL
          AND e.end_time < (now() AT TIME ZONE c.timezone) - make_interval(months => c.retention_months)`,
    );
    // Messages from organisers and the club older than that go, with who they went to: they
    // name their sender and recipients, and nothing reads them once their evening is history.
    await db.query(
      `DELETE FROM messages m USING clubs c
        WHERE c.id = m.club_id AND c.retention_months IS NOT NULL
          AND m.sent_at < now() - make_interval(months => c.retention_months)`,
    );
    return changed;
  },
};
