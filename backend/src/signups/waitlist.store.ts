import type { EntityManager } from 'typeorm';
import type { Event } from '../events/event.entity';
import type { Signup } from './signup.entity';

/**
 * The statements of the capacity rules (`Waitlist`): the event-row locks every change to an
 * event's sign-ups takes first, and the promotion of waitlisted sign-ups into free places.
 */
export const waitlistStore = {
  /**
   * Locks events of the club in id order (no deadlock between two transactions locking several),
   * FOR NO KEY UPDATE; returns the ids of the events found in the club.
   */
  async lockEvents(tx: EntityManager, clubId: string, eventIds: string[]): Promise<Event['id'][]> {
    const rows: Pick<Event, 'id'>[] = await tx.query(
      `SELECT id FROM events WHERE club_id = $1 AND id = ANY($2::uuid[]) ORDER BY id FOR NO KEY UPDATE`,
      [clubId, eventIds],
    );
    return rows.map((r) => r.id);
  },

  /**
   * Confirms the oldest waitlisted sign-ups of a locked event while places are free (all of them
   * when capacity is unlimited), in one statement; returns the sign-ups confirmed.
   */
  async promote(tx: EntityManager, eventId: string): Promise<Pick<Signup, 'id' | 'club_id'>[]> {
    const [rows]: [Pick<Signup, 'id' | 'club_id'>[], number] = await tx.query(
      `UPDATE signups SET status = 'confirmed'
        WHERE id IN (
          SELECT s.id FROM signups s
           WHERE s.event_id = $1 AND s.status = 'waitlisted' AND s.user_id IS NOT NULL
           ORDER BY s.signup_time, s.id
           LIMIT (SELECT CASE WHEN e.capacity IS NULL THEN NULL
                              ELSE GREATEST(e.capacity - (SELECT count(*) FROM signups c
                                                           WHERE c.event_id = $1 AND c.status = 'confirmed'), 0)
                         END
                    FROM events e WHERE e.id = $1))
        RETURNING id, club_id`,
      [eventId],
    );
    return rows;
  },
};
