import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { WALL_CLOCK } from '../common/sql/wall-clock';

/** Only one process closes windows at a time (pg_try_advisory_xact_lock); the others skip a turn. */
const CLOSING_LOCK = 0x636f7572; // "cour"

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
 * Coalescing of changes (API.md section 9's decisions): a trailing window per event, opened by
 * the first change (NotificationOutbox.eventsChanging keeps the state before it) and closed
 * NOTIFY_COALESCE_SECONDS after the last change of its group; and one per player of a published
 * draw (NotificationOutbox.drawChanging), closed that long after the last change that touched
 * them. The relay calls `closeDue`. Safe with any number of replicas: one closes at a time, in one
 * transaction that writes the mails to the outbox and deletes the windows.
 */
@Injectable()
export class ChangeWindows {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly db: DataSource,
  ) {}

  /**
   * Closes every event window whose group, and every draw window whose player, saw no change for
   * the coalescing time; returns how many windows it closed.
   */
  async closeDue(): Promise<number> {
    return this.db.transaction(async (tx) => {
      const [{ locked }]: { locked: boolean }[] = await tx.query(
        `SELECT pg_try_advisory_xact_lock($1) AS locked`,
        [CLOSING_LOCK],
      );
      if (!locked) return 0;
      const quiet = this.config.NOTIFY_COALESCE_SECONDS;
      const due: { event_id: string }[] = await tx.query(
        `SELECT w.event_id FROM event_change_windows w
          WHERE (w.club_id, w.group_key) IN (
                  SELECT club_id, group_key FROM event_change_windows
                   GROUP BY club_id, group_key
                  HAVING max(last_change_at) <= now() - make_interval(secs => $1::int))
          FOR UPDATE OF w`,
        [quiet],
      );
      if (due.length > 0) {
        const ids = due.map((d) => d.event_id);
        await tx.query(CLOSE_SQL, [ids]);
        await tx.query(`DELETE FROM event_change_windows WHERE event_id = ANY($1::uuid[])`, [ids]);
      }
      const [draws]: { closed: number }[] = await tx.query(CLOSE_DRAWS_SQL, [quiet]);
      return due.length + draws.closed;
    });
  }
}
