import type { EntityManager } from 'typeorm';
import type { NotificationJob } from './notification-content';

/**
 * How the push channel bears on a notification mail (API.md section 15): a kind a person has on
 * for push, with a device to take it, goes to the device instead of by e-mail, except what cannot
 * wait: cancellations and changes within 24 hours of the start (offers and organiser messages are
 * not switchable, so they always go by e-mail).
 */
export const pushChannelStore = {
  /** Whether the member has push on for `kind` and at least one device. */
  async pushTakes(db: EntityManager, clubId: string, userId: string, kind: string): Promise<boolean> {
    const [row]: { takes: boolean }[] = await db.query(
      `SELECT COALESCE((p.push ->> $3)::boolean, false)
              AND EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.club_id = $1 AND s.user_id = $2) AS takes
         FROM notification_preferences p
        WHERE p.club_id = $1 AND p.user_id = $2`,
      [clubId, userId, kind],
    );
    return row?.takes === true;
  },

  /** Whether the job is a cancellation or change of an event that starts within 24 hours (or has started). */
  async cannotWait(db: EntityManager, job: NotificationJob): Promise<boolean> {
    if (job.kind !== 'event_cancelled' && job.kind !== 'event_changed') return false;
    const events = (job.payload.events ?? []) as {
      id: string;
      start_time?: string;
      before?: { start_time?: string };
    }[];
    // The times the mail names (before the change too) and the events' times now.
    const times = events.flatMap((e) => [e.start_time, e.before?.start_time]).filter((t): t is string => !!t);
    const [row]: { soon: boolean }[] = await db.query(
      `SELECT EXISTS (
                SELECT 1 FROM unnest($2::timestamp[]) t WHERE t <= (now() AT TIME ZONE c.timezone) + interval '24 hours'
                UNION ALL
                SELECT 1 FROM events e
                 WHERE e.club_id = c.id AND e.id = ANY($3::uuid[])
                   AND e.start_time <= (now() AT TIME ZONE c.timezone) + interval '24 hours') AS soon
         FROM clubs c WHERE c.id = $1`,
      [job.clubId, times, events.map((e) => e.id)],
    );
    return row?.soon === true;
  },
};
