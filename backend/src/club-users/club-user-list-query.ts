import {
  CLUB_ROLES,
  CLUB_USER_PAGE,
  CLUB_USER_SEARCH_MAX,
  VALIDATION,
  type ClubRole,
} from '@courtside/domain';
import { FieldValidationException } from '../common/errors/validation.exception';
import { CLUB_USER_SORTS, clubUserCursor, type ClubUserListQuery, type ClubUserSort } from './club-user-list';

const SINGLE = ['q', 'sort', 'limit', 'cursor'];

/**
 * Reads the query string of `GET /api/club-users`; anything malformed is a 400 naming its field.
 * It pages only when `limit` or `cursor` is given (API.md section 12's decisions): without
 * either, the whole list, as the flows of SPEC.md read it.
 */
export function clubUserListQuery(raw: Record<string, unknown>): ClubUserListQuery {
  for (const name of SINGLE) {
    const value = raw[name];
    if (value !== undefined && typeof value !== 'string')
      throw FieldValidationException.forField(name, VALIDATION.queryRepeated);
  }
  const text = (name: string) => raw[name] as string | undefined;

  const sortText = text('sort') ?? 'email';
  const descending = sortText.startsWith('-');
  const sort = (descending ? sortText.slice(1) : sortText) as ClubUserSort;
  if (!CLUB_USER_SORTS.includes(sort))
    throw FieldValidationException.forField('sort', VALIDATION.clubUserSortInvalid);
  const query: ClubUserListQuery = { sort, descending };

  const q = text('q')?.trim();
  if (q) {
    if (q.length > CLUB_USER_SEARCH_MAX)
      throw FieldValidationException.forField('q', VALIDATION.clubUserSearchInvalid);
    query.q = q;
  }

  // Repeatable: ?user_type=clubmember&user_type=clubguest.
  const types = raw.user_type;
  if (types !== undefined) {
    const list = Array.isArray(types) ? (types as unknown[]) : [types];
    if (
      !list.every(
        (t): t is ClubRole => typeof t === 'string' && (CLUB_ROLES as readonly string[]).includes(t),
      )
    )
      throw FieldValidationException.forField('user_type', VALIDATION.clubUserTypeFilterInvalid);
    query.userTypes = [...new Set(list)];
  }

  const limit = text('limit');
  const cursor = text('cursor');
  if (limit === undefined && cursor === undefined) return query;
  query.page = { limit: CLUB_USER_PAGE.default };
  if (limit !== undefined) {
    const n = /^\d{1,3}$/.test(limit) ? Number(limit) : 0;
    if (n < 1 || n > CLUB_USER_PAGE.max)
      throw FieldValidationException.forField('limit', VALIDATION.clubUserLimitInvalid);
    query.page.limit = n;
  }
  if (cursor !== undefined) {
    const after = clubUserCursor.decode(cursor, sortText);
    if (!after) throw FieldValidationException.forField('cursor', VALIDATION.cursorInvalid);
    query.page.after = after;
  }
  return query;
}
