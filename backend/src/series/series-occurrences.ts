import { API_ERRORS } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { FieldValidationException } from '../common/errors/validation.exception';
import type { NotificationOutbox } from '../notifications/notification-outbox';
import type { Waitlist } from '../signups/waitlist';
import type { OccurrenceChange } from './series-edit-plan';
import { occurrenceStore, type OccurrenceRow } from './occurrences.store';
import { seriesStore } from './series.store';

/** Database steps the series edits share. Every statement names the club. */

/** One event of the club, with its series fields, locked; null when the club has none such. */
export async function lockOccurrence(
  tx: EntityManager,
  clubId: string,
  eventId: string,
): Promise<OccurrenceRow | null> {
  return occurrenceStore.lock(tx, clubId, eventId);
}

/**
 * The series' occurrences not yet started (`start_time > now`), from `fromOriginal` on (rule
 * time) when given, in rule order, locked (in id order, after the series).
 */
export async function lockFutureOccurrences(
  waitlist: Waitlist,
  tx: EntityManager,
  clubId: string,
  seriesId: string,
  now: string,
  fromOriginal?: string,
): Promise<OccurrenceRow[]> {
  const found = await occurrenceStore.futureIdsFrom(tx, clubId, seriesId, now, fromOriginal ?? null);
  const ids = await waitlist.lockEvents(tx, clubId, found);
  if (ids.length === 0) return [];
  return occurrenceStore.read(tx, clubId, ids);
}

/**
 * A capacity lower than the confirmed sign-ups of any occurrence it would apply to is a 400 on
 * `capacity` naming those dates.
 */
export async function checkCapacity(tx: EntityManager, changes: OccurrenceChange[]): Promise<void> {
  const limited = changes.filter((c) => c.template.capacity !== null);
  if (limited.length === 0) return;
  const counts = await occurrenceStore.confirmedCounts(
    tx,
    limited.map((c) => c.id),
  );
  const confirmed = new Map(counts.map((c) => [c.id, c.confirmed]));
  const over = limited
    .filter((c) => (confirmed.get(c.id) ?? 0) > c.template.capacity!)
    .map((c) => c.start_time.slice(0, 10))
    .sort();
  if (over.length)
    throw FieldValidationException.forField(
      'capacity',
      `${API_ERRORS.capacityBelowConfirmedOn} (${over.join(', ')})`,
    );
}

/**
 * Writes planned occurrence changes, then confirms waitlisted people where places opened. The
 * people signed up are told once the changes settle (the outbox's change windows); the dates of
 * one edit of several dates go in one mail per person.
 */
export async function writeOccurrences(
  waitlist: Waitlist,
  outbox: NotificationOutbox,
  tx: EntityManager,
  clubId: string,
  changes: OccurrenceChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const group = changes.length > 1 ? `series:${changes[0].series_id}` : undefined;
  await outbox.eventsChanging(
    tx,
    clubId,
    changes.map((c) => c.id),
    group,
  );
  for (const c of changes) {
    await occurrenceStore.write(tx, clubId, {
      id: c.id,
      series_id: c.series_id,
      original_start: c.original_start,
      start_time: c.start_time,
      end_time: c.end_time,
      name: c.template.name,
      description: c.template.description,
      event_type: c.template.event_type,
      location: c.template.location,
      capacity: c.template.capacity,
      overridden_fields: c.overridden_fields,
    });
  }
  for (const c of changes) await waitlist.promote(tx, c.id);
}

/**
 * Deletes occurrences of the club (their sign-ups go by cascade); the people signed up are told
 * first, one mail each listing their dates.
 */
export async function deleteOccurrences(
  outbox: NotificationOutbox,
  tx: EntityManager,
  clubId: string,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  await outbox.eventsCancelled(tx, clubId, ids, 'deleted');
  await occurrenceStore.remove(tx, clubId, ids);
}

/**
 * Ends a series on the day before `date`; a series with no occurrence left goes altogether
 * (with its standing sign-ups).
 */
export async function endSeriesBefore(
  tx: EntityManager,
  clubId: string,
  seriesId: string,
  date: string,
): Promise<void> {
  if ((await occurrenceStore.count(tx, clubId, seriesId)) === 0) {
    await seriesStore.remove(tx, clubId, seriesId);
    return;
  }
  await seriesStore.endBefore(tx, clubId, seriesId, date);
}
