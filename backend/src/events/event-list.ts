import { toView } from './event-select';
import { EVENT_SELECT, type EventListRow } from './events.store';
import type { EventView } from './event.view';
import { keysetCursorCodec } from '../common/http/keyset-cursor';

/**
 * `GET /api/events` (API.md section 8): a page of events in start order, the cursor of the next
 * page and the total. Plain TypeScript (no Nest), shared with the benchmark's bare server.
 *
 * Every shape of the query is sargable, so its cost follows the page, never the club's history:
 * - upcoming (no `from`): `end_time > now`, through the (club_id, end_time) index: it reads the
 *   events not yet ended, however many have ended;
 * - past: `start_time < now AND end_time <= now`, newest first, walked backwards through the
 *   (club_id, start_time) index from now: it reads the page (and any event under way);
 * - `from`/`to`: a range of the (club_id, start_time) index.
 * `total` counts with the same predicate, except the plain past list, whose total is the club's
 * event counter (club_counts) less the upcoming count: the past is never counted row by row.
 * `q` (case-insensitive contains on name and description) filters the rows the range reads.
 */

export const EVENT_PAGE = { default: 100, max: 500 } as const;

export interface EventListQuery {
  scope: 'upcoming' | 'past';
  /** Club-time bounds on start_time: from inclusive, to exclusive (`YYYY-MM-DD 00:00:00`). */
  from?: string;
  to?: string;
  /** Text to find in name or description (case-insensitive). */
  q?: string;
  limit: number;
  cursor?: EventListCursor;
}

/**
 * Where a walk stands: the club-time "now" its first page used (every page keeps it, so a walk
 * holds each event once even while time moves on) and the last event of the previous page.
 */
export interface EventListCursor {
  now: string;
  after?: { start: string; id: string };
}

export interface EventListShape {
  scope: 'upcoming' | 'past';
  from: boolean;
  to: boolean;
  q: boolean;
  after: boolean;
}

export const shapeOf = (query: EventListQuery): EventListShape => ({
  scope: query.scope,
  from: query.from !== undefined,
  to: query.to !== undefined,
  q: query.q !== undefined,
  after: query.cursor?.after !== undefined,
});

const EXACT = (column: string) => `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS.US')`;

/** Placeholders of the named parameters in one statement. */
interface Slots {
  now: string;
  from: string;
  to: string;
  q: string;
}

function filterOf(shape: EventListShape, p: Slots): { filter: string; unused: string[] } {
  const where = ['e.club_id = $1'];
  if (shape.scope === 'upcoming' && !shape.from) where.push(`e.end_time > ${p.now}::timestamp`);
  if (shape.scope === 'past')
    where.push(`e.start_time < ${p.now}::timestamp`, `e.end_time <= ${p.now}::timestamp`);
  if (shape.from) where.push(`e.start_time >= ${p.from}::timestamp`);
  if (shape.to) where.push(`e.start_time < ${p.to}::timestamp`);
  if (shape.q) where.push(`(e.name ILIKE ${p.q}::text OR e.description ILIKE ${p.q}::text)`);
  // A parameter the text does not use still needs a type.
  const unused = [
    shape.scope === 'upcoming' && shape.from ? `${p.now}::timestamp IS NOT NULL` : '',
    shape.from ? '' : `${p.from}::timestamp IS NULL`,
    shape.to ? '' : `${p.to}::timestamp IS NULL`,
    shape.q ? '' : `${p.q}::text IS NULL`,
  ].filter(Boolean);
  return { filter: where.join(' AND '), unused };
}

const typed = (list: string[]) => (list.length ? ` AND (${list.join(' AND ')})` : '');

/**
 * The two statements of one shape; absent parts are left out of the text, so each shape is
 * planned for what it asks. Page: $1 club, $2 caller (null for system staff), $3 club-time now,
 * $4 from, $5 to, $6 q as an ILIKE pattern, $7 and $8 the previous page's last (start_time, id),
 * $9 the page size plus one. Count: $1 club, $2 now, $3 from, $4 to, $5 q.
 */
export function eventListSql(shape: EventListShape): { page: string; count: string } {
  const ascending = shape.scope === 'upcoming';
  const paged = filterOf(shape, { now: '$3', from: '$4', to: '$5', q: '$6' });
  const after = shape.after
    ? ` AND (e.start_time, e.id) ${ascending ? '>' : '<'} ($7::timestamp, $8::uuid)`
    : ' AND $7::timestamp IS NULL AND $8::uuid IS NULL';
  const order = ascending ? 'e.start_time, e.id' : 'e.start_time DESC, e.id DESC';
  const page = `${EVENT_SELECT.replace('SELECT e.id,', `SELECT ${EXACT('e.start_time')} AS cursor_start, e.id,`)}
    WHERE ${paged.filter}${after}${typed(paged.unused)}
    ORDER BY ${order}
    LIMIT $9`;

  const counted = filterOf(shape, { now: '$2', from: '$3', to: '$4', q: '$5' });
  const count =
    shape.scope === 'past' && !shape.from && !shape.to && !shape.q
      ? `SELECT (SELECT c.event_count FROM club_counts c WHERE c.club_id = $1)
              - (SELECT count(*) FROM events e WHERE e.club_id = $1 AND e.end_time > $2::timestamp) AS total
          WHERE true${typed(counted.unused)}`
      : `SELECT count(*) AS total FROM events e WHERE ${counted.filter}${typed(counted.unused)}`;
  return { page, count };
}

/** `%`, `_` and `\` in the search text match themselves. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The parameters of both statements, in the order eventListSql numbers them. */
export function eventListParams(
  clubId: string,
  callerId: string | null,
  now: string,
  query: EventListQuery,
): { page: unknown[]; count: unknown[] } {
  const filters = [now, query.from ?? null, query.to ?? null, query.q ? likePattern(query.q) : null];
  const after = query.cursor?.after;
  return {
    page: [clubId, callerId, ...filters, after?.start ?? null, after?.id ?? null, query.limit + 1],
    count: [clubId, ...filters],
  };
}

export interface EventsPage {
  data: EventView[];
  next_cursor: string | null;
  total: number;
}

/** Shapes the page: drops the look-ahead row, and names the next page when there is one. */
export function toEventsPage(
  rows: EventListRow[],
  total: number | string,
  now: string,
  limit: number,
): EventsPage {
  const data = rows.slice(0, limit).map(({ cursor_start: _start, ...row }) => toView(row));
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return {
    data,
    next_cursor: last
      ? encodeEventListCursor({ now, after: { start: last.cursor_start, id: last.id } })
      : null,
    total: Number(total),
  };
}

const codec = keysetCursorCodec('n', 's');

export function encodeEventListCursor(cursor: EventListCursor): string {
  return codec.encode({
    anchor: cursor.now,
    after: cursor.after && { key: cursor.after.start, id: cursor.after.id },
  });
}

/** The cursor a client sent back, or null when it is not one this server made. */
export function decodeEventListCursor(text: unknown): EventListCursor | null {
  const cursor = codec.decode(text);
  if (!cursor) return null;
  return cursor.after
    ? { now: cursor.anchor, after: { start: cursor.after.key, id: cursor.after.id } }
    : { now: cursor.anchor };
}
