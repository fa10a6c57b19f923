import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, clubNow } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import type { Club } from '../common/tenancy/club.entity';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { Waitlist } from '../signups/waitlist';
import { standingSignupStore } from '../signups/standing-signups.store';
import { occurrenceStore } from './occurrences.store';
import { lockSeries } from './series-row';
import { subscriptionStore } from './series-subscriptions.store';

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
      if (!series.allow_standing_signups) throw new ConflictException(API_ERRORS.standingSignupsOff);
      const now = clubNow(club.timezone, new Date());
      const future = await occurrenceStore.futureIds(tx, club.id, seriesId, now, 'scheduled');
      if (future.length === 0 && series.until !== null && series.until < now.slice(0, 10))
        throw new ConflictException(API_ERRORS.seriesOver);
      if (!(await subscriptionStore.add(tx, club.id, seriesId, userId)))
        throw new ConflictException(API_ERRORS.alreadySubscribed);
      // A date whose window has opened takes the standing sign-ups it waits for first (this one
      // among them, last); a date whose window has not opened takes them when it does.
      for (const eventId of await this.waitlist.lockEvents(tx, club.id, future)) {
        await standingSignupStore.placeIfOpen(tx, eventId);
        await subscriptionStore.signUp(tx, club.id, eventId, userId);
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
      if (!(await subscriptionStore.remove(tx, club.id, seriesId, userId)))
        throw new NotFoundException(API_ERRORS.notSubscribed);
      if (!cancelFuture) return;
      const future = await occurrenceStore.futureIds(
        tx,
        club.id,
        seriesId,
        clubNow(club.timezone, new Date()),
      );
      const locked = await this.waitlist.lockEvents(tx, club.id, future);
      await subscriptionStore.cancelSignups(tx, club.id, userId, locked);
      for (const eventId of locked) await this.waitlist.promote(tx, eventId);
    });
  }
}

/**
 * Ends every standing sign-up of a person at the club (when they are made a guest: guests may
 * not sign up; removing a membership removes them by foreign key). Their sign-ups stay.
 */
export function endStandingSignups(tx: EntityManager, clubId: string, userId: string): Promise<void> {
  return subscriptionStore.removeAllOf(tx, clubId, userId);
}
