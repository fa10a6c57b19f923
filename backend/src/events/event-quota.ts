import { ConflictException } from '@nestjs/common';
import { API_ERRORS, CLUB_QUOTAS } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { eventStore } from './events.store';

/**
 * Serialises, per club, the transactions that add events or series and then check the club's
 * quotas (CLUB_QUOTAS), until they commit: two requests each adding the last free dates cannot
 * both see room. A transaction-scoped advisory lock, so no row is held and nothing else waits.
 * Taken after any series or event row lock the transaction needs, never before one.
 */
export function lockClubQuota(tx: EntityManager, clubId: string): Promise<void> {
  return eventStore.lockClubQuota(tx, clubId);
}

/**
 * The club's events that have not started by `now` (its wall clock), counted only as far as one
 * past the quota: the answer is exact up to there, and the count never reads more rows.
 */
export function futureEventCount(tx: EntityManager, clubId: string, now: string): Promise<number> {
  return eventStore.futureEventCount(tx, clubId, now);
}

/**
 * After a request has added events in `tx`: 409 when the club now holds more events to come than
 * its quota (the transaction, and with it the new events, is then rolled back).
 */
export async function assertFutureEventQuota(tx: EntityManager, clubId: string, now: string): Promise<void> {
  await lockClubQuota(tx, clubId);
  if ((await futureEventCount(tx, clubId, now)) > CLUB_QUOTAS.futureEvents)
    throw new ConflictException(API_ERRORS.tooManyFutureEvents);
}
