import type { EntityManager } from 'typeorm';
import type { ClubMembership } from '../users/club-membership.entity';
import type { User } from '../users/user.entity';
import {
  CLUB_USER_COLUMNS,
  clubUserListSql,
  type ClubUserAfter,
  type ClubUserListQuery,
} from './club-user-list';

/**
 * A person as a member of one club: the user's identity, the membership's type, name, level,
 * member number, phone, invitation and last visit (a `YYYY-MM-DD` club day).
 */
export type ClubUserRow = Pick<User, 'id' | 'email'> &
  Pick<
    ClubMembership,
    | 'name'
    | 'user_type'
    | 'created_at'
    | 'level_set_by_staff'
    | 'member_number'
    | 'phone'
    | 'invited_at'
    | 'last_seen_on'
  > & { level: number | null };

const SELECT_CLUB_USER = `
  SELECT ${CLUB_USER_COLUMNS}
    FROM club_memberships m JOIN users u ON u.id = m.user_id`;

/**
 * The club's whole list by e-mail, unfiltered: $1 the club. Its cost follows the club's
 * membership count (the (club_id, user_id) index, then each person by primary key), never the
 * club's events or sign-ups. Exported for the plan tests and the bench.
 */
export const CLUB_USERS_LIST_SQL = clubUserListSql('', { sort: 'email', descending: false }).page;

/** A page of the list: its rows, and whether another follows (then the cursor's position). */
export interface ClubUserPage {
  rows: ClubUserRow[];
  next: ClubUserAfter | null;
  total: number;
}

/** How `find` locks the membership row, if at all. */
export type ClubUserLock = '' | 'FOR NO KEY UPDATE OF m' | 'FOR UPDATE OF m';

/** The people of a club (memberships with their users); every statement names the club. */
export const clubUserStore = {
  /** Every person the query matches, in its order (a query without `page`). */
  list(db: EntityManager, clubId: string, query: ClubUserListQuery): Promise<ClubUserRow[]> {
    const { page, params } = clubUserListSql(clubId, { ...query, page: undefined });
    return db.query(page, params);
  },

  /** One page of the people the query matches, and how many match in all. */
  async page(
    db: EntityManager,
    clubId: string,
    query: ClubUserListQuery & { page: NonNullable<ClubUserListQuery['page']> },
  ): Promise<ClubUserPage> {
    const sql = clubUserListSql(clubId, query);
    const [found, counted]: [(ClubUserRow & { cursor_key: string | null })[], { total: number }[]] =
      await Promise.all([db.query(sql.page, sql.params), db.query(sql.count, sql.countParams)]);
    const more = found.length > query.page.limit;
    const rows = found.slice(0, query.page.limit);
    const last = rows[rows.length - 1];
    return {
      rows: rows.map(({ cursor_key: _key, ...row }) => row),
      next: more && last ? { key: last.cursor_key, id: last.id } : null,
      total: counted[0].total,
    };
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
};
