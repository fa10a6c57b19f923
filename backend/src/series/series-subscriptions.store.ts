import type { EntityManager } from 'typeorm';
import type { SeriesSubscription } from './series-subscription.entity';
import { PLACE_TAKEN, QUEUED } from '../common/sql/waitlist-position';

/**
 * Standing sign-ups: the `series_subscriptions` table, and the sign-ups they make. Every
 * statement names the club, except those on events and series the caller has already found in
 * its club and locked.
 */
export const subscriptionStore = {
  /** Adds a standing sign-up; false when the person already holds one for the series. */
  async add(tx: EntityManager, clubId: string, seriesId: string, userId: string): Promise<boolean> {
    const added: Pick<SeriesSubscription, 'id'>[] = await tx.query(
      `INSERT INTO series_subscriptions (series_id, club_id, user_id) VALUES ($1, $2, $3)
       ON CONFLICT (series_id, user_id) DO NOTHING RETURNING id`,
      [seriesId, clubId, userId],
    );
    return added.length > 0;
  },

  /** Ends one person's standing sign-up; false when they held none. */
  async remove(tx: EntityManager, clubId: string, seriesId: string, userId: string | null): Promise<boolean> {
    const [, removed]: [unknown, number] = await tx.query(
      `DELETE FROM series_subscriptions WHERE series_id = $1 AND club_id = $2 AND user_id = $3`,
      [seriesId, clubId, userId],
    );
    return removed > 0;
  },

  /** Ends every standing sign-up of a person at the club. */
  async removeAllOf(tx: EntityManager, clubId: string, userId: string): Promise<void> {
    await tx.query(`DELETE FROM series_subscriptions WHERE club_id = $1 AND user_id = $2`, [clubId, userId]);
  },

  /** Ends every standing sign-up for a series of the club. */
  async removeAllFor(tx: EntityManager, clubId: string, seriesId: string): Promise<void> {
    await tx.query(`DELETE FROM series_subscriptions WHERE club_id = $1 AND series_id = $2`, [
      clubId,
      seriesId,
    ]);
  },

  /** Moves the standing sign-ups of one series of the club to another (a split's second half). */
  async move(tx: EntityManager, clubId: string, fromSeriesId: string, toSeriesId: string): Promise<void> {
    await tx.query(`UPDATE series_subscriptions SET series_id = $3 WHERE club_id = $1 AND series_id = $2`, [
      clubId,
      fromSeriesId,
      toSeriesId,
    ]);
  },

  /**
   * Signs a person up for a locked event: confirmed while the confirmed count is under its
   * capacity, else waitlisted; nothing when they are signed up already, or when the event's
   * standing sign-ups wait for its window to open (they are placed then, this one among them).
   */
  async signUp(tx: EntityManager, clubId: string, eventId: string, userId: string): Promise<void> {
    await tx.query(
      `INSERT INTO signups (club_id, event_id, user_id, status)
       SELECT $1, e.id, $3,
              CASE WHEN e.capacity IS NULL
                     OR ((SELECT count(*) FROM signups c WHERE c.event_id = e.id AND c.status IN ${PLACE_TAKEN}) < e.capacity
                         AND NOT EXISTS (SELECT 1 FROM signups q WHERE q.event_id = e.id AND q.status IN ${QUEUED}))
                   THEN 'confirmed' ELSE 'waitlisted' END
         FROM events e WHERE e.id = $2 AND NOT e.standing_pending
       ON CONFLICT (event_id, user_id) DO NOTHING`,
      [clubId, eventId, userId],
    );
  },

  /** Deletes a person's sign-ups for locked events of the club. */
  async cancelSignups(
    tx: EntityManager,
    clubId: string,
    userId: string | null,
    eventIds: string[],
  ): Promise<void> {
    await tx.query(`DELETE FROM signups WHERE club_id = $1 AND user_id = $2 AND event_id = ANY($3::uuid[])`, [
      clubId,
      userId,
      eventIds,
    ]);
  },

  /**
   * Signs every standing subscriber of `seriesId` up for the new occurrences `eventIds`, in
   * subscription order: the first `capacity` confirmed, the rest waitlisted. The sign-up time is the
   * subscription's, so the waitlist keeps subscription order too. Occurrences with a window wait
   * for it to open (standing_pending: standingSignupStore places them).
   */
  async signUpSubscribers(tx: EntityManager, seriesId: string, eventIds: string[]): Promise<void> {
    await tx.query(
      `INSERT INTO signups (club_id, event_id, user_id, status, signup_time)
       SELECT e.club_id, e.id, sub.user_id,
              CASE WHEN e.capacity IS NULL OR sub.rank <= e.capacity THEN 'confirmed' ELSE 'waitlisted' END,
              sub.created_at
         FROM events e
         JOIN series s ON s.id = e.series_id
         CROSS JOIN (SELECT user_id, created_at, row_number() OVER (ORDER BY created_at, id) AS rank
                       FROM series_subscriptions WHERE series_id = $1) sub
        WHERE e.id = ANY($2::uuid[]) AND e.series_id = $1 AND s.allow_standing_signups
          AND NOT e.standing_pending
        ORDER BY e.id, sub.rank
       ON CONFLICT (event_id, user_id) DO NOTHING`,
      [seriesId, eventIds],
    );
  },
};
