import type { EntityManager } from 'typeorm';
import { LEVEL_COLUMN } from '../levels/levels.store';
import { Signup } from '../signups/signup.entity';
import type { ClubMembership } from '../users/club-membership.entity';
import type { User } from '../users/user.entity';

/** A person as a member of one club: the user's identity, the membership's type, name and level. */
export type ClubUserRow = Pick<User, 'id' | 'email'> &
  Pick<ClubMembership, 'name' | 'user_type' | 'created_at' | 'level_set_by_staff'> & { level: number | null };

const SELECT_CLUB_USER = `
  SELECT u.id, u.email, m.name, m.user_type, m.created_at, ${LEVEL_COLUMN('m')} AS level, m.level_set_by_staff
    FROM club_memberships m JOIN users u ON u.id = m.user_id`;

/**
 * The club's people by e-mail: $1 the club. Its cost follows the club's membership count (the
 * (club_id, user_id) index, then each person by primary key), never the club's events or
 * sign-ups. Exported for the plan tests and the bench.
 */
export const CLUB_USERS_LIST_SQL = `${SELECT_CLUB_USER} WHERE m.club_id = $1 ORDER BY u.email`;

/** How `find` locks the membership row, if at all. */
export type ClubUserLock = '' | 'FOR NO KEY UPDATE OF m' | 'FOR UPDATE OF m';

/** The people of a club (memberships with their users); every statement names the club. */
export const clubUserStore = {
  list(db: EntityManager, clubId: string): Promise<ClubUserRow[]> {
    return db.query(CLUB_USERS_LIST_SQL, [clubId]);
  },

  /** The person, if they belong to the club; `lock` holds the membership row. */
  async find(
    db: EntityManager,
    clubId: string,
    userId: string,
    lock: ClubUserLock = '',
  ): Promise<ClubUserRow | null> {
    const [row]: ClubUserRow[] = await db.query(
      `${SELECT_CLUB_USER} WHERE m.club_id = $1 AND m.user_id = $2 ${lock}`,
      [clubId, userId],
    );
    return row ?? null;
  },

  /** The events the person has a sign-up for at the club. */
  async signedUpEventIds(tx: EntityManager, clubId: string, userId: string): Promise<Signup['event_id'][]> {
    const rows = await tx
      .getRepository(Signup)
      .createQueryBuilder('s')
      .select('s.event_id', 'event_id')
      .distinct(true)
      .where('s.club_id = :clubId AND s.user_id = :userId', { clubId, userId })
      .getRawMany<Pick<Signup, 'event_id'>>();
    return rows.map((r) => r.event_id);
  },
};
