import { CLUB_ROLES, isDate, type ClubRole } from '@courtside/domain';
import { isTimestampText } from '../common/http/keyset-cursor';
import { LEVEL_COLUMN } from '../levels/levels.store';

/**
 * `GET /api/club-users` (API.md section 12): the club's people, filtered by a search text and
 * user types, in one of several orders, whole or in keyset pages. Plain TypeScript (no Nest): the
 * statement's text for each shape of the query, and the page cursor.
 */

export const CLUB_USER_SORTS = [
  'name',
  'email',
  'created_at',
  'last_seen_on',
  'user_type',
  'level',
  'member_number',
] as const;
export type ClubUserSort = (typeof CLUB_USER_SORTS)[number];

/** Where a page walk stands: the previous page's last row, by its sort key and user id. */
export interface ClubUserAfter {
  /** The sort key as text (null: the row has none, and such rows come last). */
  key: string | null;
  id: string;
}

export interface ClubUserListQuery {
  /** Text to find in name, e-mail or member number (contains, accent- and case-insensitive). */
  q?: string;
  /** Only these types (none: every type). */
  userTypes?: ClubRole[];
  sort: ClubUserSort;
  descending: boolean;
  /** Present when the caller pages (`limit` or `cursor` given). */
  page?: { limit: number; after?: ClubUserAfter };
}

interface SortKey {
  /** The SQL expression ordered by. */
  expr: string;
  /** The expression as text, for the cursor (exact: it compares equal when cast back). */
  text: string;
  /** The cursor's text back into the expression's type; `$` stands for the placeholder. */
  cast: string;
  nullable: boolean;
  /** Whether a cursor's key text is one this sort could have written. */
  valid: (key: string) => boolean;
}

/** Ranks the types from the most rights to the fewest, the order staff think of them in. */
const TYPE_RANK = `array_position(ARRAY[${CLUB_ROLES.map((r) => `'${r}'`).join(', ')}]::text[], m.user_type::text)`;

const SORT_KEYS: Record<ClubUserSort, SortKey> = {
  // Folded like the search, so 'Émile' sorts with 'Emile', whatever the letter case.
  name: {
    expr: 'search_fold(m.name)',
    text: 'search_fold(m.name)',
    cast: '$::text',
    nullable: true,
    valid: (k) => k.length <= 4000,
  },
  email: {
    expr: 'u.email',
    text: 'u.email',
    cast: '$::text',
    nullable: false,
    valid: (k) => k.length <= 254,
  },
  created_at: {
    expr: 'm.created_at',
    text: `to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`,
    cast: `($::timestamp AT TIME ZONE 'UTC')`,
    nullable: false,
    valid: isTimestampText,
  },
  last_seen_on: {
    expr: 'm.last_seen_on',
    text: 'm.last_seen_on::text',
    cast: '$::date',
    nullable: true,
    valid: (k) => isDate(k),
  },
  user_type: {
    expr: TYPE_RANK,
    text: `${TYPE_RANK}::text`,
    cast: '$::int',
    nullable: false,
    valid: (k) => /^[1-9]$/.test(k),
  },
  level: {
    expr: 'm.level',
    text: 'm.level::text',
    cast: '$::numeric',
    nullable: true,
    valid: (k) => /^\d{1,2}\.\d{2}$/.test(k),
  },
  member_number: {
    expr: 'm.member_number',
    text: 'm.member_number',
    cast: '$::text',
    nullable: true,
    valid: (k) => k.length <= 400,
  },
};

export const CLUB_USER_COLUMNS = `u.id, u.email, m.name, m.user_type, m.created_at, ${LEVEL_COLUMN('m')} AS level,
       m.level_set_by_staff, m.member_number, m.phone, m.invited_at, m.last_seen_on::text AS last_seen_on`;

/**
 * The club's people whose name, member number or e-mail contains the folded pattern `p`, as a
 * set of user ids: one branch per column, so each can use its trigram index
 * (ix_club_memberships_*_search, ix_users_email_search) when the text is selective, where one OR
 * over the join could use none. Every branch names the club, so a text that matches nearly
 * everyone (one letter, which trigrams cannot serve) reads the club's memberships, never every
 * person in the database.
 */
const MATCHING_IDS = (club: string, p: string) => `
    SELECT s.user_id FROM club_memberships s WHERE s.club_id = ${club} AND search_fold(s.name) LIKE search_fold(${p})
    UNION
    SELECT s.user_id FROM club_memberships s WHERE s.club_id = ${club} AND search_fold(s.member_number) LIKE search_fold(${p})
    UNION
    SELECT s.user_id FROM club_memberships s JOIN users e ON e.id = s.user_id
     WHERE s.club_id = ${club} AND search_fold(e.email) LIKE search_fold(${p})`;

/**
 * The statements of one query: the rows (with `cursor_key` when paging) and, when paging, the
 * count. Absent parts are left out of the text, so each shape is planned for what it asks.
 * Parameters: $1 the club, then in order, as present: the user types (text[]), the LIKE pattern,
 * the previous page's key and id, the page size plus one.
 */
export function clubUserListSql(
  clubId: string,
  query: ClubUserListQuery,
): {
  page: string;
  count: string;
  params: (string | string[] | number | null)[];
  countParams: (string | string[] | null)[];
} {
  const params: (string | string[] | number | null)[] = [];
  const slot = (value: string | string[] | number | null) => `$${params.push(value)}`;
  slot(clubId);
  const where = ['m.club_id = $1'];
  if (query.userTypes?.length) where.push(`m.user_type = ANY(${slot(query.userTypes)}::text[])`);
  if (query.q) where.push(`m.user_id IN (${MATCHING_IDS('$1', `${slot(likePattern(query.q))}::text`)})`);
  const countParams = [...params] as (string | string[] | null)[];
  const count = `SELECT count(*)::int AS total FROM club_memberships m JOIN users u ON u.id = m.user_id
    WHERE ${where.join(' AND ')}`;

  const key = SORT_KEYS[query.sort];
  const dir = query.descending ? 'DESC' : 'ASC';
  const order = [
    ...(key.nullable ? [`(${key.expr}) IS NULL`] : []),
    `${key.expr} ${dir}`,
    `m.user_id ${dir}`,
  ].join(', ');

  let select = CLUB_USER_COLUMNS;
  let limit = '';
  if (query.page) {
    select += `, ${key.text} AS cursor_key`;
    const after = query.page.after;
    if (after) {
      const cmp = query.descending ? '<' : '>';
      const id = `${slot(after.id)}::uuid`;
      if (after.key === null) {
        where.push(`(${key.expr}) IS NULL AND m.user_id ${cmp} ${id}`);
      } else {
        const placeholder = slot(after.key);
        const k = key.cast.replace('$', () => placeholder);
        const beyond = `(${key.expr} ${cmp} ${k} OR (${key.expr} = ${k} AND m.user_id ${cmp} ${id}))`;
        where.push(key.nullable ? `(${beyond} OR (${key.expr}) IS NULL)` : beyond);
      }
    }
    limit = `\n    LIMIT ${slot(query.page.limit + 1)}`;
  }
  const page = `SELECT ${select}
    FROM club_memberships m JOIN users u ON u.id = m.user_id
    WHERE ${where.join(' AND ')}
    ORDER BY ${order}${limit}`;
  return { page, count, params, countParams };
}

/** `%`, `_` and `\` in the search text match themselves. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The sort as the query string writes it: `-` first for descending. */
export const sortText = (query: Pick<ClubUserListQuery, 'sort' | 'descending'>) =>
  `${query.descending ? '-' : ''}${query.sort}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const BASE64URL = /^[A-Za-z0-9_-]{1,8000}$/;

/**
 * Page cursors: base64url JSON of the sort they were made for and the last row's key and id.
 * Opaque to clients; anything this server did not make decodes to null (a 400).
 */
export const clubUserCursor = {
  encode(sort: string, after: ClubUserAfter): string {
    return Buffer.from(JSON.stringify({ s: sort, k: after.key, i: after.id }), 'utf8').toString('base64url');
  },

  /** The position a cursor holds, or null when it is not one made for `sort`. */
  decode(text: string, sort: string): ClubUserAfter | null {
    if (!BASE64URL.test(text)) return null;
    let body: unknown;
    try {
      body = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
    const { s, k, i, ...rest } = body as Record<string, unknown>;
    if (Object.keys(rest).length || s !== sort || typeof i !== 'string' || !UUID.test(i)) return null;
    const key = SORT_KEYS[(sort.startsWith('-') ? sort.slice(1) : sort) as ClubUserSort];
    if (k === null) return key.nullable ? { key: null, id: i } : null;
    if (typeof k !== 'string' || !key.valid(k)) return null;
    return { key: k, id: i };
  },
};
