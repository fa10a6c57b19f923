import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { WALL_CLOCK } from '../common/sql/wall-clock';

/** What a mail about an event that may be gone by the time it is sent must still say. */
const EVENT_SNAPSHOT = `jsonb_build_object('id', e.id, 'name', e.name, 'start_time', ${WALL_CLOCK('e.start_time')},
  'end_time', ${WALL_CLOCK('e.end_time')}, 'location', e.location, 'status', e.status)`;

/** Events not yet started, in their club's own time (`events e JOIN clubs c`). */
const NOT_STARTED = `e.start_time > (now() AT TIME ZONE c.timezone)`;

/**
 * The transactional outbox (API.md section 9): everything a person must be told is written here
 * by the service that changes something, in the same transaction as the change. A rolled-back
 * change leaves no row; a committed one is relayed into the mail queue (OutboxRelay), even when
 * this process dies right after the commit. Nothing here sends, reads preferences or renders:
 * the mail job does that when it sends, so a kind switched off meanwhile is not sent. A row
 * never holds a token: links with tokens are made when the mail is composed.
 *
 * Every statement names the club. Mails about events are only about events not yet started;
 * draw mails also go out on the evening itself (a redraw after a player left).
 */
@Injectable()
export class NotificationOutbox {
  /** A sign-up made by a request (one's own or by staff): confirmed, or waitlisted with a place. */
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
  }

  /**
   * A standing sign-up for a series: one mail confirms it, listing the dates it signed the person
   * up for (the occurrences it creates later send nothing each).
   */
  async subscribed(tx: EntityManager, clubId: string, userId: string, seriesId: string): Promise<void> {
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, payload)
       VALUES ($1, $2, 'signup_confirmation', jsonb_build_object('series_id', $3::uuid))`,
      [clubId, userId, seriesId],
    );
  }

  /** Waitlisted sign-ups just confirmed (Waitlist.promote). */
  async promoted(tx: EntityManager, clubId: string, signupIds: string[]): Promise<void> {
    if (signupIds.length === 0) return;
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, event_id, payload)
       SELECT s.club_id, s.user_id, 'waitlist_promotion', s.event_id, jsonb_build_object('signup_id', s.id)
         FROM signups s JOIN events e ON e.id = s.event_id JOIN clubs c ON c.id = s.club_id
        WHERE s.club_id = $1 AND s.id = ANY($2::uuid[]) AND ${NOT_STARTED}
        ORDER BY s.signup_time, s.id`,
      [clubId, signupIds],
    );
  }

  /** Staff removed `userId`'s sign-up for `eventId` (call before or after the delete: the event stays). */
  async removedByStaff(tx: EntityManager, clubId: string, userId: string, eventId: string): Promise<void> {
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, event_id, payload)
       SELECT e.club_id, $3, 'removed_by_staff', e.id, jsonb_build_object('event', ${EVENT_SNAPSHOT})
         FROM events e JOIN clubs c ON c.id = e.club_id
        WHERE e.club_id = $1 AND e.id = $2 AND ${NOT_STARTED}`,
      [clubId, eventId, userId],
    );
  }

  /**
   * Events about to be cancelled or deleted: call BEFORE the change, while their sign-ups still
   * exist. Everyone signed up (confirmed or waitlisted) gets one mail listing their dates among
   * them (a series deleted from a date on is one mail per person, not one per date). Events
   * already cancelled or started are left out.
   */
  async eventsCancelled(
    tx: EntityManager,
    clubId: string,
    eventIds: string[],
    how: 'cancelled' | 'deleted',
  ): Promise<void> {
    if (eventIds.length === 0) return;
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, event_id, payload)
       SELECT s.club_id, s.user_id, 'event_cancelled',
              CASE WHEN count(*) = 1 THEN (array_agg(e.id))[1] END,
              jsonb_build_object('how', $3::text, 'events', jsonb_agg(${EVENT_SNAPSHOT} ORDER BY e.start_time, e.id))
         FROM events e JOIN clubs c ON c.id = e.club_id JOIN signups s ON s.event_id = e.id
        WHERE e.club_id = $1 AND e.id = ANY($2::uuid[]) AND e.status = 'scheduled' AND ${NOT_STARTED}
        GROUP BY s.club_id, s.user_id
        ORDER BY min(s.signup_time), s.user_id`,
      [clubId, eventIds, how],
    );
  }

  /**
   * Events about to change (time, place, status): call BEFORE the change. Opens or extends each
   * event's change window, keeping the state before its first change; the window closes
   * NOTIFY_COALESCE_SECONDS after the last change (ChangeWindows), and the people signed up then
   * get one mail if the final state differs. `group` puts the events of one edit of several dates
   * (a series edit) into one mail per person; an event already in a window keeps its group.
   */
  async eventsChanging(tx: EntityManager, clubId: string, eventIds: string[], group?: string): Promise<void> {
    if (eventIds.length === 0) return;
    await tx.query(
      `INSERT INTO event_change_windows AS w (event_id, club_id, group_key, before)
       SELECT e.id, e.club_id, COALESCE($3::text, e.id::text), ${EVENT_SNAPSHOT}
         FROM events e JOIN clubs c ON c.id = e.club_id
        WHERE e.club_id = $1 AND e.id = ANY($2::uuid[]) AND ${NOT_STARTED}
       ON CONFLICT (event_id) DO UPDATE SET last_change_at = now()`,
      [clubId, eventIds, group ?? null],
    );
  }

  /**
   * A draw just published: each of `userIds` (the players it names) still confirmed for the event
   * gets their rounds at once.
   */
  async drawPublished(tx: EntityManager, clubId: string, eventId: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await tx.query(
      `INSERT INTO notification_outbox (club_id, user_id, kind, event_id, payload)
       SELECT s.club_id, s.user_id, 'draw_published', s.event_id, jsonb_build_object('change', 'published')
         FROM signups s
        WHERE s.club_id = $1 AND s.event_id = $2 AND s.status = 'confirmed' AND s.user_id = ANY($3::uuid[])
        ORDER BY s.user_id`,
      [clubId, eventId, userIds],
    );
  }

  /**
   * A published draw just changed for `userIds` (their court, partner, opponents or sitting out):
   * opens or extends each one's change window for the event, as eventsChanging does for an event
   * but per player, since one swap touches four players and the next swap others. The window
   * closes NOTIFY_COALESCE_SECONDS after the player's last change (ChangeWindows), and the player
   * then gets one mail with the draw as it is. Only players confirmed for the event are tracked.
   */
  async drawChanging(tx: EntityManager, clubId: string, eventId: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await tx.query(
      `INSERT INTO draw_change_windows (event_id, user_id, club_id)
       SELECT s.event_id, s.user_id, s.club_id
         FROM signups s
        WHERE s.club_id = $1 AND s.event_id = $2 AND s.status = 'confirmed' AND s.user_id = ANY($3::uuid[])
        ORDER BY s.user_id
       ON CONFLICT (event_id, user_id) DO UPDATE SET last_change_at = now()`,
      [clubId, eventId, userIds],
    );
  }
}
