import type { EntityManager } from 'typeorm';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import type { EventChangeWindow } from './event-change-window.entity';
import { EVENT_SNAPSHOT, NOT_STARTED } from './notification-outbox.store';
import { LISTED } from '../common/sql/waitlist-position';

/**
 * The people signed up (before the first change) to the changed events of the closing windows,
 * one mail per person per group (the dates of one series edit together), written to the outbox.
 * An event counts as changed when its time, date, place or status differs from before the first
 * change; one cancelled or deleted meanwhile is left out (its cancellation mail replaced this one).
 */
const CLOSE_SQL = `
  WITH closing AS (
    SELECT w.event_id, w.club_id, w.group_key, w.before, w.first_change_at
      FROM event_change_windows w WHERE w.event_id = ANY($1::uuid[])
  ), changed AS (
    SELECT cl.*, e.start_time
      FROM closing cl
      JOIN events e ON e.id = cl.event_id AND e.club_id = cl.club_id
      JOIN clubs c ON c.id = e.club_id
     WHERE e.status = 'scheduled' AND e.start_time > (now() AT TIME ZONE c.timezone)
       AND (${WALL_CLOCK('e.start_time')}, ${WALL_CLOCK('e.end_time')}, e.location, e.status::text)
           IS DISTINCT FROM (cl.before ->> 'start_time', cl.before ->> 'end_time', cl.before ->> 'location',
                             cl.before ->> 'status')
  )
  INSERT INTO notification_outbox (club_id, user_id, kind, event_id, payload)
  SELECT s.club_id, s.user_id, 'event_changed',
         CASE WHEN count(*) = 1 THEN (array_agg(ch.event_id))[1] END,
         jsonb_build_object('events', jsonb_agg(jsonb_build_object('id', ch.event_id, 'before', ch.before)
                                                ORDER BY ch.start_time, ch.event_id))
    FROM changed ch
    JOIN signups s ON s.event_id = ch.event_id AND s.club_id = ch.club_id AND s.signup_time < ch.first_change_at
     -- An anonymised sign-up (a past event's, moved later) has no one to tell.
     AND s.user_id IS NOT NULL AND s.status IN ${LISTED}
   GROUP BY s.club_id, s.user_id, ch.group_key
   ORDER BY min(s.signup_time), s.user_id`;

/**
 * The players of the draw windows quiet for $1 seconds, each still confirmed for the event: one
 * `draw_published` mail of the change each (it reads the draw as it is when it is sent). The
 * windows are deleted as they are read: a change committing meanwhile either moved its window's
 * last change on (the row no longer qualifies and stays) or opens a new window after this one.
 */
const CLOSE_DRAWS_SQL = `
  WITH closing AS (
    DELETE FROM draw_change_windows w
     WHERE w.last_change_at <= now() - make_interval(secs => $1::int)
    RETURNING w.event_id, w.user_id, w.club_id
  ), mailed AS (
    INSERT INTO notification_outbox (club_id, user_id, kind, event_id, payload)
    SELECT cl.club_id, cl.user_id, 'draw_published', cl.event_id, jsonb_build_object('change', 'changed')
      FROM closing cl
      JOIN signups s ON s.club_id = cl.club_id AND s.event_id = cl.event_id AND s.user_id = cl.user_id
                    AND s.status = 'confirmed'
     ORDER BY cl.event_id, cl.user_id
  )
  SELECT count(*)::int AS closed FROM closing`;

/**
 * The change windows (`event_change_windows`, `draw_change_windows`): opened or extended in the
 * transaction of a change (`tx` is the caller's), closed by ChangeWindows, which writes their
 * mails to the outbox.
 */
export const changeWindowsStore = {
  /**
   * Opens a window for each of the club's events not yet started, keeping its state now, or moves
   * the last change of its open window on (its group and first state stay).
   */
  async eventsChanging(
    tx: EntityManager,
    clubId: string,
    eventIds: string[],
    group: string | null,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO event_change_windows AS w (event_id, club_id, group_key, before)
       SELECT e.id, e.club_id, COALESCE($3::text, e.id::text), ${EVENT_SNAPSHOT}
         FROM events e JOIN clubs c ON c.id = e.club_id
        WHERE e.club_id = $1 AND e.id = ANY($2::uuid[]) AND ${NOT_STARTED}
       ON CONFLICT (event_id) DO UPDATE SET last_change_at = now()`,
      [clubId, eventIds, group],
    );
  },

  /** Opens or extends the draw window of each of `userIds` confirmed for the event. */
  async drawChanging(tx: EntityManager, clubId: string, eventId: string, userIds: string[]): Promise<void> {
    await tx.query(
      `INSERT INTO draw_change_windows (event_id, user_id, club_id)
       SELECT s.event_id, s.user_id, s.club_id
         FROM signups s
        WHERE s.club_id = $1 AND s.event_id = $2 AND s.status = 'confirmed' AND s.user_id = ANY($3::uuid[])
        ORDER BY s.user_id
       ON CONFLICT (event_id, user_id) DO UPDATE SET last_change_at = now()`,
      [clubId, eventId, userIds],
    );
  },

  /** Takes the transaction's advisory lock `key` if no one holds it; false when someone does. */
  async tryLock(tx: EntityManager, key: number): Promise<boolean> {
    const [{ locked }]: { locked: boolean }[] = await tx.query(
      `SELECT pg_try_advisory_xact_lock($1) AS locked`,
      [key],
    );
    return locked;
  },

  /**
   * The events of the windows whose whole group saw no change for `quietSeconds`, their windows
   * locked for the transaction.
   */
  async dueEventWindows(tx: EntityManager, quietSeconds: number): Promise<EventChangeWindow['event_id'][]> {
    const due: Pick<EventChangeWindow, 'event_id'>[] = await tx.query(
      `SELECT w.event_id FROM event_change_windows w
        WHERE (w.club_id, w.group_key) IN (
                SELECT club_id, group_key FROM event_change_windows
                 GROUP BY club_id, group_key
                HAVING max(last_change_at) <= now() - make_interval(secs => $1::int))
        FOR UPDATE OF w`,
      [quietSeconds],
    );
    return due.map((d) => d.event_id);
  },

  /** Writes the mails of these events' windows to the outbox (CLOSE_SQL) and deletes the windows. */
  async closeEventWindows(tx: EntityManager, eventIds: string[]): Promise<void> {
    await tx.query(CLOSE_SQL, [eventIds]);
    await tx.query(`DELETE FROM event_change_windows WHERE event_id = ANY($1::uuid[])`, [eventIds]);
  },

  /** Closes the draw windows quiet for `quietSeconds` (CLOSE_DRAWS_SQL); returns how many. */
  async closeDrawWindows(tx: EntityManager, quietSeconds: number): Promise<number> {
    const [draws]: { closed: number }[] = await tx.query(CLOSE_DRAWS_SQL, [quietSeconds]);
    return draws.closed;
  },
};
