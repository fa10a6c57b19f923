import type { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import type { User } from '../users/user.entity';
import type { NotificationPayload } from './notification-content';
import type { NotificationOutboxEntry } from './notification-outbox-entry.entity';
import { LISTED } from '../common/sql/waitlist-position';

/** The channel the outbox's insert trigger notifies (on commit). */
export const OUTBOX_CHANNEL = 'courtside_outbox';

/** What a mail about an event that may be gone by the time it is sent must still say. */
export const EVENT_SNAPSHOT = `jsonb_build_object('id', e.id, 'name', e.name, 'start_time', ${WALL_CLOCK('e.start_time')},
  'end_time', ${WALL_CLOCK('e.end_time')}, 'location', e.location, 'status', e.status)`;

/** Events not yet started, in their club's own time (`events e JOIN clubs c`). */
export const NOT_STARTED = `e.start_time > (now() AT TIME ZONE c.timezone)`;

/** An outbox row as the relay queues it: with the person's address, and its payload's shape. */
export type RelayedOutboxRow = Pick<
  NotificationOutboxEntry,
  'id' | 'club_id' | 'user_id' | 'kind' | 'event_id'
> & {
  payload: NotificationPayload;
  email: User['email'];
  /** Whether the person has a device at the club (then a push job goes beside the mail). */
  has_devices: boolean;
};

/**
 * The `notification_outbox` table: the mails to send, written in the transaction of the change
 * they tell about (`tx` is always the caller's), and taken out by the relay. Every write names
 * the club; mails about events are only about events not yet started.
 */
export const outboxStore = {
  /** A sign-up's confirmation. */
  async signedUp(
    tx: EntityManager,
    clubId: string,
    signup: { id: string; user_id: string; event_id: string },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, event_id, payload)
       VALUES ($1, $2, 'signup_confirmation', $3, jsonb_build_object('signup_id', $4::uuid))`,
      [clubId, signup.user_id, signup.event_id, signup.id],
    );
  },

  /**
   * An invitation for each of `userIds` (members of the club): the mail, and its sign-in link,
   * are made when it is sent.
   */
  async invited(tx: EntityManager, clubId: string, userIds: string[]): Promise<void> {
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind)
       SELECT club_id, user_id, 'invitation' FROM club_memberships
        WHERE club_id = $1 AND user_id = ANY($2::uuid[])`,
      [clubId, userIds],
    );
  },

  /** A standing sign-up's confirmation. */
  async subscribed(tx: EntityManager, clubId: string, userId: string, seriesId: string): Promise<void> {
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, payload)
       VALUES ($1, $2, 'signup_confirmation', jsonb_build_object('series_id', $3::uuid))`,
      [clubId, userId, seriesId],
    );
  },

  /** An ended-standing-sign-up mail for each holder of one of the series', in subscription order. */
  async standingSignupsEnded(tx: EntityManager, clubId: string, seriesId: string): Promise<void> {
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, payload)
       SELECT ss.club_id, ss.user_id, 'standing_signups_ended',
              jsonb_build_object('series_id', s.id, 'series_name', s.name)
         FROM series_subscriptions ss JOIN series s ON s.id = ss.series_id AND s.club_id = ss.club_id
        WHERE ss.club_id = $1 AND ss.series_id = $2
        ORDER BY ss.created_at, ss.user_id`,
      [clubId, seriesId],
    );
  },

  /** A promotion mail for each of the sign-ups whose event has not started, in signing-up order. */
  async promoted(tx: EntityManager, clubId: string, signupIds: string[]): Promise<void> {
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, event_id, payload)
       SELECT s.club_id, s.user_id, 'waitlist_promotion', s.event_id, jsonb_build_object('signup_id', s.id)
         FROM signups s JOIN events e ON e.id = s.event_id JOIN clubs c ON c.id = s.club_id
        WHERE s.club_id = $1 AND s.id = ANY($2::uuid[]) AND ${NOT_STARTED}
        ORDER BY s.signup_time, s.id`,
      [clubId, signupIds],
    );
  },

  /** One offer mail of `kind` for each of the sign-ups whose event has not started, in line order. */
  async offerMails(
    tx: EntityManager,
    clubId: string,
    signupIds: string[],
    kind: 'waitlist_offer' | 'waitlist_offer_ended' | 'waitlist_place_free',
  ): Promise<void> {
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, event_id, payload)
       SELECT s.club_id, s.user_id, $3, s.event_id, jsonb_build_object('signup_id', s.id)
         FROM signups s JOIN events e ON e.id = s.event_id JOIN clubs c ON c.id = s.club_id
        WHERE s.club_id = $1 AND s.id = ANY($2::uuid[]) AND s.user_id IS NOT NULL AND ${NOT_STARTED}
        ORDER BY s.signup_time, s.id`,
      [clubId, signupIds, kind],
    );
  },

  /** A removal mail with the event as it is now, unless it has started. */
  async removedByStaff(tx: EntityManager, clubId: string, userId: string, eventId: string): Promise<void> {
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, event_id, payload)
       SELECT e.club_id, $3, 'removed_by_staff', e.id, jsonb_build_object('event', ${EVENT_SNAPSHOT})
         FROM events e JOIN clubs c ON c.id = e.club_id
        WHERE e.club_id = $1 AND e.id = $2 AND ${NOT_STARTED}`,
      [clubId, eventId, userId],
    );
  },

  /**
   * One cancellation mail per person signed up to any of the scheduled, not yet started events,
   * listing their dates among them.
   */
  async eventsCancelled(
    tx: EntityManager,
    clubId: string,
    eventIds: string[],
    how: 'cancelled' | 'deleted',
    reason: string | null,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, event_id, payload)
       SELECT s.club_id, s.user_id, 'event_cancelled',
              CASE WHEN count(*) = 1 THEN (array_agg(e.id))[1] END,
              jsonb_strip_nulls(jsonb_build_object('how', $3::text, 'reason', $4::text,
                'events', jsonb_agg(${EVENT_SNAPSHOT} ORDER BY e.start_time, e.id)))
         FROM events e JOIN clubs c ON c.id = e.club_id JOIN signups s ON s.event_id = e.id AND s.status IN ${LISTED}
        WHERE e.club_id = $1 AND e.id = ANY($2::uuid[]) AND e.status = 'scheduled' AND ${NOT_STARTED}
        GROUP BY s.club_id, s.user_id
        ORDER BY min(s.signup_time), s.user_id`,
      [clubId, eventIds, how, reason],
    );
  },

  /** A draw mail for each of `userIds` still confirmed for the event. */
  async drawPublished(tx: EntityManager, clubId: string, eventId: string, userIds: string[]): Promise<void> {
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, event_id, payload)
       SELECT s.club_id, s.user_id, 'draw_published', s.event_id, jsonb_build_object('change', 'published')
         FROM signups s
        WHERE s.club_id = $1 AND s.event_id = $2 AND s.status = 'confirmed' AND s.user_id = ANY($3::uuid[])
        ORDER BY s.user_id`,
      [clubId, eventId, userIds],
    );
  },

  /**
   * Reminders due now, one outbox row each: confirmed sign-ups of scheduled events not yet started
   * whose start (in the club's zone) is within the person's `reminder_hours`, with reminders on,
   * not reminded yet, and signed up before that window opened (a sign-up made within it has just
   * had its confirmation). Each club's events are read by the (club_id, start_time) index, a week
   * (the longest reminder time) ahead at most. The pending row's dedupe key keeps one per person
   * and occurrence; the mail's claim in `sent_notifications` keeps it to one mail. Returns how
   * many rows were written.
   */
  async remindersDue(db: EntityManager): Promise<number> {
    const written: unknown[] = await db.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, event_id, dedupe_key)
       SELECT s.club_id, s.user_id, 'reminder', e.id, 'reminder:' || e.id || ':' || s.user_id
         FROM clubs c
         CROSS JOIN LATERAL (
           SELECT e.id, e.start_time AT TIME ZONE c.timezone AS starts_at
             FROM events e
            WHERE e.club_id = c.id AND e.status = 'scheduled'
              AND e.start_time > (now() AT TIME ZONE c.timezone)
              AND e.start_time <= ((now() + interval '168 hours') AT TIME ZONE c.timezone)) e
         JOIN signups s ON s.club_id = c.id AND s.event_id = e.id AND s.status = 'confirmed'
         LEFT JOIN notification_preferences p ON p.club_id = s.club_id AND p.user_id = s.user_id
        WHERE COALESCE(p.reminder, true)
          AND e.starts_at <= now() + make_interval(hours => COALESCE(p.reminder_hours, 24))
          AND s.signup_time <= e.starts_at - make_interval(hours => COALESCE(p.reminder_hours, 24))
          AND NOT EXISTS (SELECT 1 FROM sent_notifications n
                           WHERE n.event_id = e.id AND n.user_id = s.user_id AND n.kind = 'reminder')
       ON CONFLICT (dedupe_key) WHERE dedupe_key IS NOT NULL DO NOTHING
       RETURNING 1`,
    );
    return written.length;
  },

  /**
   * Lets the transaction commit without waiting for the disk: losing the relay's commit in a
   * database crash only queues its rows again, which are sent once all the same.
   */
  async commitWithoutWaitingForDisk(tx: EntityManager): Promise<void> {
    await tx.query(`SET LOCAL synchronous_commit TO OFF`);
  },

  /**
   * Takes up to `limit` rows, oldest first, locking them for the transaction; rows another
   * transaction holds are skipped, so replicas take different rows.
   */
  async claimBatch(tx: EntityManager, limit: number): Promise<RelayedOutboxRow[]> {
    return tx.query(
      `SELECT o.id::text AS id, o.club_id, o.user_id, o.kind, o.event_id, o.payload, u.email,
              EXISTS (SELECT 1 FROM push_subscriptions ps
                       WHERE ps.club_id = o.club_id AND ps.user_id = o.user_id) AS has_devices
         FROM notification_outbox o JOIN users u ON u.id = o.user_id
        ORDER BY o.id
        LIMIT $1
        FOR UPDATE OF o SKIP LOCKED`,
      [limit],
    );
  },

  /** Deletes the rows relayed. */
  async deleteRelayed(tx: EntityManager, ids: string[]): Promise<void> {
    await tx.query(`DELETE FROM notification_outbox WHERE id = ANY($1::bigint[])`, [ids]);
  },

  /** Has a connection of its own listen to the outbox's trigger. */
  async listen(client: Client): Promise<void> {
    await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
  },
};
