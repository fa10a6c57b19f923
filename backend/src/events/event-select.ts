import { NotFoundException } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import type { Principal } from '../common/http/request-context';
import type { EventView } from './event.view';
import { WALL_CLOCK } from '../common/sql/wall-clock';

export interface EventRow extends Omit<EventView, 'my_signup'> {
  my_signup_id: string | null;
  my_signup_status: 'confirmed' | 'waitlisted' | null;
}

/**
 * One query gives each event with its confirmed and waitlisted counts and the caller's own
 * sign-up, so a list costs one round trip however many events it holds. Both are looked up per
 * event through indexes on signups: the counts by (event_id, status, signup_time), index only;
 * the caller's own by the unique (event_id, user_id) (`LIMIT 1` keeps it a per-event probe, never
 * a scan of everything the caller ever signed up for). $2 is the caller's user id.
 */
export const EVENT_SELECT = `
  SELECT e.id, e.name, e.description, e.event_type,
         ${WALL_CLOCK('e.start_time')} AS start_time,
         ${WALL_CLOCK('e.end_time')} AS end_time,
         e.recurring_pattern, e.location, e.capacity,
         COALESCE(n.confirmed, 0)::int AS signup_count,
         COALESCE(n.waitlisted, 0)::int AS waitlist_count,
         mine.id AS my_signup_id, mine.status AS my_signup_status,
         e.series_id, ${WALL_CLOCK('e.original_start')} AS original_start, e.status,
         e.created_at, e.updated_at
    FROM events e
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE s.status = 'confirmed') AS confirmed,
             count(*) FILTER (WHERE s.status = 'waitlisted') AS waitlisted
        FROM signups s WHERE s.event_id = e.id) n ON true
    LEFT JOIN LATERAL (
      SELECT s.id, s.status FROM signups s WHERE s.event_id = e.id AND s.user_id = $2 LIMIT 1) mine ON true`;

export function toView(row: EventRow): EventView {
  const { my_signup_id, my_signup_status, ...event } = row;
  return { ...event, my_signup: my_signup_id ? { id: my_signup_id, status: my_signup_status! } : null };
}

/** System staff have no sign-ups of their own. */
export function ownerId(caller: Principal): string | null {
  return caller.kind === 'club' ? caller.id : null;
}

/** One event of the club as the API shows it to `caller`; 404 when the club has no such event. */
export async function readEvent(
  db: EntityManager,
  clubId: string,
  eventId: string,
  caller: Principal,
): Promise<EventView> {
  const rows: EventRow[] = await db.query(`${EVENT_SELECT} WHERE e.club_id = $1 AND e.id = $3`, [
    clubId,
    ownerId(caller),
    eventId,
  ]);
  if (!rows[0]) throw new NotFoundException(API_ERRORS.eventNotFound);
  return toView(rows[0]);
}
