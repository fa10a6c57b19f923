import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, clubNow } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { Club } from '../common/tenancy/club.entity';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { Waitlist } from '../signups/waitlist';
import { lockSeries } from './series-row';

/**
 * Standing sign-ups ("sign me up every week"). A subscription signs its holder up for every
 * future scheduled occurrence now, and the horizon job signs them up for each occurrence it adds
 * (SeriesMaterialiser), in subscription order. Skipping one date is cancelling that date's
 * sign-up: nothing adds it back.
 */
@Injectable()
export class SeriesSubscriptionsService {
  constructor(
    private readonly db: DataSource,
    private readonly waitlist: Waitlist,
    private readonly outbox: NotificationOutbox,
  ) {}

  /**
   * Subscribes `userId` (a member of the club) and signs them up for every scheduled occurrence
   * not yet started that they are not signed up for already: confirmed while places are free,
   * else waitlisted, per occurrence; one confirmation mail. The series is share-locked, so an extension running at the
   * same time either sees the subscription or has finished adding its occurrences first.
   */
  async subscribe(club: Pick<Club, 'id' | 'timezone'>, seriesId: string, userId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const series = await lockSeries(tx, club.id, seriesId, 'SHARE');
      if (!series) throw new NotFoundException(API_ERRORS.seriesNotFound);
      const now = clubNow(club.timezone);
      const future = await futureOccurrences(tx, club.id, seriesId, now, 'scheduled');
      if (future.length === 0 && series.until !== null && series.until < now.slice(0, 10))
        throw new ConflictException(API_ERRORS.seriesOver);
      const added: unknown[] = await tx.query(
        `INSERT INTO series_subscriptions (series_id, club_id, user_id) VALUES ($1, $2, $3)
         ON CONFLICT (series_id, user_id) DO NOTHING RETURNING id`,
        [seriesId, club.id, userId],
      );
      if (added.length === 0) throw new ConflictException(API_ERRORS.alreadySubscribed);
      for (const eventId of await this.waitlist.lockEvents(tx, club.id, future)) {
        await tx.query(
          `INSERT INTO signups (club_id, event_id, user_id, status)
           SELECT $1, e.id, $3,
                  CASE WHEN e.capacity IS NULL
                         OR (SELECT count(*) FROM signups c WHERE c.event_id = e.id AND c.status = 'confirmed') < e.capacity
                       THEN 'confirmed' ELSE 'waitlisted' END
             FROM events e WHERE e.id = $2
           ON CONFLICT (event_id, user_id) DO NOTHING`,
          [club.id, eventId, userId],
        );
      }
      // One mail confirms the standing sign-up and lists its dates (none per date).
      await this.outbox.subscribed(tx, club.id, userId, seriesId);
    });
  }

  /**
   * Ends a standing sign-up. The sign-ups it made stay, unless `cancelFuture`: then the holder's
   * sign-ups for occurrences not yet started go too, and each freed place goes to the waitlist.
   */
  async unsubscribe(
    club: Pick<Club, 'id' | 'timezone'>,
    seriesId: string,
    userId: string | null,
    cancelFuture: boolean,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const series = await lockSeries(tx, club.id, seriesId, 'SHARE');
      if (!series) throw new NotFoundException(API_ERRORS.seriesNotFound);
      const [, removed]: [unknown, number] = await tx.query(
        `DELETE FROM series_subscriptions WHERE series_id = $1 AND club_id = $2 AND user_id = $3`,
        [seriesId, club.id, userId],
      );
      if (!removed) throw new NotFoundException(API_ERRORS.notSubscribed);
      if (!cancelFuture) return;
      const future = await futureOccurrences(tx, club.id, seriesId, clubNow(club.timezone));
      const locked = await this.waitlist.lockEvents(tx, club.id, future);
      await tx.query(
        `DELETE FROM signups WHERE club_id = $1 AND user_id = $2 AND event_id = ANY($3::uuid[])`,
        [club.id, userId, locked],
      );
      for (const eventId of locked) await this.waitlist.promote(tx, eventId);
    });
  }
}

/**
 * Ends every standing sign-up of a person at the club (when they are made a guest: guests may
 * not sign up; removing a membership removes them by foreign key). Their sign-ups stay.
 */
export async function endStandingSignups(tx: EntityManager, clubId: string, userId: string): Promise<void> {
  await tx.query(`DELETE FROM series_subscriptions WHERE club_id = $1 AND user_id = $2`, [clubId, userId]);
}

/** Ids of the series' occurrences not yet started (club time `now`), optionally of one status. */
async function futureOccurrences(
  tx: EntityManager,
  clubId: string,
  seriesId: string,
  now: string,
  status?: 'scheduled',
): Promise<string[]> {
  const rows: { id: string }[] = await tx.query(
    `SELECT id FROM events
      WHERE club_id = $1 AND series_id = $2 AND start_time > $3::timestamp ${status ? `AND status = '${status}'` : ''}
      ORDER BY start_time`,
    [clubId, seriesId, now],
  );
  return rows.map((r) => r.id);
}
