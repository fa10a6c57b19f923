import type { ClubRole, Locale } from '@courtside/domain';
import type { EntityManager } from 'typeorm';

/** A person's membership of a club, as the login and the sessions read it. */
export interface MembershipRecord {
  user_type: ClubRole;
  name: string | null;
  locale: Locale | null;
}

/**
 * Writes of the club_memberships table, one place for all (with `people.ts` for users): who
 * belongs to a club, as what, and what the club knows of them.
 */
export const memberships = {
  async find(db: EntityManager, clubId: string, userId: string): Promise<MembershipRecord | null> {
    const [row]: MembershipRecord[] = await db.query(
      `SELECT user_type, name, locale FROM club_memberships WHERE club_id = $1 AND user_id = $2`,
      [clubId, userId],
    );
    return row ?? null;
  },

  /**
   * Adds the person to the club. `ifMissing`: a concurrent add of the same person (two logins at
   * once) keeps the membership that won; otherwise a duplicate raises the unique violation
   * uq_club_memberships_club_user for the caller to answer 409.
   */
  async add(
    db: EntityManager,
    member: { clubId: string; userId: string; userType: ClubRole; name?: string | null },
    mode: 'strict' | 'ifMissing' = 'strict',
  ): Promise<MembershipRecord> {
    const onConflict =
      mode === 'ifMissing'
        ? 'ON CONFLICT (club_id, user_id) DO UPDATE SET user_type = club_memberships.user_type'
        : '';
    const [row]: MembershipRecord[] = await db.query(
      `INSERT INTO club_memberships (club_id, user_id, user_type, name) VALUES ($1, $2, $3, $4)
       ${onConflict} RETURNING user_type, name, locale`,
      [member.clubId, member.userId, member.userType, member.name ?? null],
    );
    return row;
  },

  async setLocale(db: EntityManager, clubId: string, userId: string, locale: Locale): Promise<void> {
    await db.query(
      `UPDATE club_memberships SET locale = $3, updated_at = now() WHERE club_id = $1 AND user_id = $2`,
      [clubId, userId, locale],
    );
  },
};
