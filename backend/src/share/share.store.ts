import type { EntityManager } from 'typeorm';
import type { Club } from '../common/tenancy/club.entity';
import { PLACE_TAKEN } from '../common/sql/waitlist-position';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import type { Event } from '../events/event.entity';
import { PUBLIC_CARD_SQL } from '../events/events.store';

/** What a share card may show of an event: never anyone's name. */
export type SharedEventRow = Pick<Event, 'id' | 'name' | 'location' | 'start_time' | 'capacity'> & {
  signup_count: number;
  waitlist_count: number;
  /** The event's and the club's last change, as one key for the cached image. */
  version: string;
} & Pick<Club, 'default_locale' | 'logo'> & { club_name: Club['name'] };

/**
 * The event of a club that may be shared now: scheduled, not yet started (the club's wall clock,
 * the database's now()), its own or its kind's `public_card`, and the club's `public_event_cards`
 * on. Anything else is null, alike: the page does not tell which rule refused it.
 */
export const shareStore = {
  async sharedEvent(db: EntityManager, clubId: string, eventId: string): Promise<SharedEventRow | null> {
    const rows: SharedEventRow[] = await db.query(
      `SELECT e.id, e.name, e.location, ${WALL_CLOCK('e.start_time')} AS start_time, e.capacity,
              (SELECT count(*) FROM signups s WHERE s.event_id = e.id AND s.status IN ${PLACE_TAKEN})::int AS signup_count,
              (SELECT count(*) FROM signups s WHERE s.event_id = e.id AND s.status = 'waitlisted')::int AS waitlist_count,
              to_char(e.updated_at, 'YYYYMMDDHH24MISSUS') || '-' || to_char(c.updated_at, 'YYYYMMDDHH24MISSUS') AS version,
              c.default_locale, c.logo, c.name AS club_name
         FROM events e JOIN clubs c ON c.id = e.club_id
        WHERE e.club_id = $1 AND e.id = $2
          AND e.status = 'scheduled'
          AND e.start_time > now() AT TIME ZONE c.timezone
          AND c.public_event_cards
          AND ${PUBLIC_CARD_SQL('e')}`,
      [clubId, eventId],
    );
    return rows[0] ?? null;
  },
};
