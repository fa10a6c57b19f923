import { isDate } from '@courtside/domain';
import { FieldValidationException } from '../common/errors/validation.exception';
import { decodeEventListCursor, EVENT_PAGE, type EventListQuery } from './event-list';

/** Longest search text. */
export const EVENT_SEARCH_MAX = 100;

const KNOWN = ['scope', 'from', 'to', 'q', 'limit', 'cursor'];

/** Reads the query string of `GET /api/events`; anything malformed is a 400 naming its field. */
export function eventListQuery(raw: Record<string, unknown>): EventListQuery {
  for (const [name, value] of Object.entries(raw)) {
    if (!KNOWN.includes(name)) continue;
    if (typeof value !== 'string')
      throw FieldValidationException.forField(name, `${name} must be given once`);
  }
  const text = (name: string) => raw[name] as string | undefined;

  const scope = text('scope') ?? 'upcoming';
  if (scope !== 'upcoming' && scope !== 'past')
    throw FieldValidationException.forField('scope', "scope must be 'upcoming' or 'past'");
  const query: EventListQuery = { scope, limit: EVENT_PAGE.default };

  for (const name of ['from', 'to'] as const) {
    const value = text(name);
    if (value === undefined) continue;
    if (!isDate(value)) throw FieldValidationException.forField(name, `${name} must be a date (YYYY-MM-DD)`);
    query[name] = `${value} 00:00:00`;
  }
  if (query.from && query.to && query.to <= query.from)
    throw FieldValidationException.forField('to', 'to must be after from');

  const q = text('q')?.trim();
  if (q) {
    if (q.length > EVENT_SEARCH_MAX)
      throw FieldValidationException.forField('q', `q must be at most ${EVENT_SEARCH_MAX} characters`);
    query.q = q;
  }

  const limit = text('limit');
  if (limit !== undefined) {
    const n = /^\d{1,3}$/.test(limit) ? Number(limit) : 0;
    if (n < 1 || n > EVENT_PAGE.max)
      throw FieldValidationException.forField(
        'limit',
        `limit must be a whole number from 1 to ${EVENT_PAGE.max}`,
      );
    query.limit = n;
  }

  const cursor = text('cursor');
  if (cursor !== undefined) {
    const decoded = decodeEventListCursor(cursor);
    if (!decoded) throw FieldValidationException.forField('cursor', 'cursor is not valid');
    query.cursor = decoded;
  }
  return query;
}
