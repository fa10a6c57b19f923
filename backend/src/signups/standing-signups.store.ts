import type { EntityManager } from 'typeorm';
import type { Event } from '../events/event.entity';
import { PLACE_TAKEN } from '../common/sql/waitlist-position';

/**
 * Placing the standing sign-ups of an occurrence whose window has opened (API.md section 13):
 * with a window, an occurrence's standing sign-ups wait (`standing_pending`) until it opens, then
 * go in before anyone else's, in subscription order. Sign-ups own these statements (they write
 * sign-ups; the standing job and the sign-up route both place); the subscriptions are read by
 * plain SQL, as series/ stands above sign-ups.
 */
export const standingSignupStore = {
  /**
   * Places the standing sign-ups of a locked occurrence still pending whose window has opened by
   * the database's clock (or that has no opening any more): confirmed while places are free
   * (counting anyone staff signed up before the opening), then waitlisted; the sign-up time is
   * the subscription's, so the waitlist keeps subscription order. Returns how many were placed;
   * 0 when nothing was pending or the window is not yet open.
   */
  async placeIfOpen(tx: EntityManager, eventId: string): Promise<number> {
    const [due]: { due: boolean }[] = await tx.query(
      `SELECT e.standing_pending
              AND (e.signup_opens_at IS NULL OR e.signup_opens_at <= now() AT TIME ZONE c.timezone) AS due
         FROM events e JOIN clubs c ON c.id = e.club_id WHERE e.id = $1`,
      [eventId],
    );
    if (!due?.due) return 0;
    const placed: unknown[] = await tx.query(
      `INSERT INTO signups (club_id, event_id, user_id, status, signup_time)
       SELECT e.club_id, e.id, sub.user_id,
              CASE WHEN e.capacity IS NULL OR sub.rank + taken.n <= e.capacity THEN 'confirmed' ELSE 'waitlisted' END,
              sub.created_at
         FROM events e
        CROSS JOIN (SELECT count(*) AS n FROM signups WHERE event_id = $1 AND status IN ${PLACE_TAKEN}) taken
        CROSS JOIN LATERAL (
          SELECT u.user_id, u.created_at, row_number() OVER (ORDER BY u.created_at, u.id) AS rank
            FROM series_subscriptions u
           WHERE u.series_id = e.series_id
             AND NOT EXISTS (SELECT 1 FROM signups x WHERE x.event_id = e.id AND x.user_id = u.user_id)) sub
        WHERE e.id = $1
        ORDER BY sub.rank
       ON CONFLICT (event_id, user_id) DO NOTHING
       RETURNING 1`,
      [eventId],
    );
    await tx.query(`UPDATE events SET standing_pending = false WHERE id = $1`, [eventId]);
    return placed.length;
  },

  /** Every occurrence (of every club: the standing job's) still pending whose window has opened. */
  async due(db: EntityManager): Promise<Pick<Event, 'id' | 'club_id' | 'series_id'>[]> {
    return db.query(
      `SELECT e.id, e.club_id, e.series_id
         FROM events e JOIN clubs c ON c.id = e.club_id
        WHERE e.standing_pending
          AND (e.signup_opens_at IS NULL OR e.signup_opens_at <= now() AT TIME ZONE c.timezone)
        ORDER BY e.signup_opens_at NULLS FIRST, e.id`,
    );
  },
};
