import type { ClubRole, Locale } from '@courtside/domain';
import { Not, type EntityManager } from 'typeorm';
import { ClubMembership } from './club-membership.entity';

/** A person's membership of a club, as the login and the sessions read it. */
export type MembershipRecord = Pick<ClubMembership, 'user_type' | 'name' | 'locale'>;

/**
 * The `club_memberships` table, one place for its writes (with `people.store.ts` for users;
 * levels are written by the levels store, under the club's rating lock): who belongs to a club,
 * as what, and what the club knows of them. Every statement names the club.
 */
export const membershipStore = {
  /**
   * The language a person's mails use at this club, which their downloads follow too: their own
   * choice, else the club's. `userId` null (system staff) is the club's.
   */
  async languageOf(db: EntityManager, clubId: string, userId: string | null): Promise<Locale> {
    const [row]: { locale: Locale }[] = await db.query(
      `SELECT COALESCE(m.locale, c.default_locale) AS locale
         FROM clubs c LEFT JOIN club_memberships m ON m.club_id = c.id AND m.user_id = $2
        WHERE c.id = $1`,
      [clubId, userId],
    );
    return row?.locale ?? 'en';
  },

  async find(db: EntityManager, clubId: string, userId: string): Promise<MembershipRecord | null> {
    return db.getRepository(ClubMembership).findOne({
      select: { user_type: true, name: true, locale: true },
      where: { club_id: clubId, user_id: userId },
    });
  },

  /**
   * Adds the person to the club. `ifMissing`: a concurrent add of the same person (two logins at
   * once) keeps the membership that won; otherwise a duplicate raises the unique violation
   * uq_club_memberships_club_user for the caller to answer 409.
   */
  async add(
    db: EntityManager,
    member: {
      clubId: string;
      userId: string;
      userType: ClubRole;
      name?: string | null;
      memberNumber?: string | null;
      phone?: string | null;
    },
    mode: 'strict' | 'ifMissing' = 'strict',
  ): Promise<MembershipRecord> {
    const onConflict =
      mode === 'ifMissing'
        ? 'ON CONFLICT (club_id, user_id) DO UPDATE SET user_type = club_memberships.user_type'
        : '';
    const [row]: MembershipRecord[] = await db.query(
      `INSERT INTO club_memberships (club_id, user_id, user_type, name, member_number, phone)
       VALUES ($1, $2, $3, $4, $5, $6)
       ${onConflict} RETURNING user_type, name, locale`,
      [
        member.clubId,
        member.userId,
        member.userType,
        member.name ?? null,
        member.memberNumber ?? null,
        member.phone ?? null,
      ],
    );
    return row;
  },

  async setLocale(
    db: EntityManager,
    clubId: string,
    userId: string,
    locale: NonNullable<ClubMembership['locale']>,
  ): Promise<void> {
    await db.update(ClubMembership, { club_id: clubId, user_id: userId }, { locale });
  },

  /** Changes the membership's name or type (the fields given); `updated_at` follows. */
  async update(
    tx: EntityManager,
    clubId: string,
    userId: string,
    changes: Partial<Pick<ClubMembership, 'name' | 'user_type' | 'member_number' | 'phone'>>,
  ): Promise<void> {
    await tx.update(ClubMembership, { club_id: clubId, user_id: userId }, changes);
  },

  /**
   * Removes the membership; sign-ups still linked, standing sign-ups and the calendar feed go with
   * it (FK cascades). A departure anonymises the past sign-ups first (MemberDeparture).
   */
  async remove(tx: EntityManager, clubId: string, userId: string): Promise<void> {
    await tx.delete(ClubMembership, { club_id: clubId, user_id: userId });
  },

  /**
   * Locks the club's clubsuperadmin memberships (in id order, so racing calls queue instead of
   * deadlocking) and returns their user ids. NO KEY UPDATE: it excludes other changes of these
   * rows but not the key-share locks that new sign-ups take on them.
   */
  async lockSuperAdmins(tx: EntityManager, clubId: string): Promise<ClubMembership['user_id'][]> {
    const rows = await tx
      .getRepository(ClubMembership)
      .createQueryBuilder('m')
      .select('m.user_id', 'user_id')
      .where('m.club_id = :clubId', { clubId })
      .andWhere(`m.user_type = 'clubsuperadmin'`)
      .orderBy('m.id')
      .setLock('for_no_key_update')
      .getRawMany<Pick<ClubMembership, 'user_id'>>();
    return rows.map((r) => r.user_id);
  },

  /** Whether the person belongs to a club other than this one. */
  async belongsElsewhere(db: EntityManager, userId: string, clubId: string): Promise<boolean> {
    return db.getRepository(ClubMembership).existsBy({ user_id: userId, club_id: Not(clubId) });
  },
};
