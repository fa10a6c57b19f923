import { API_ERRORS } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { FieldValidationException } from '../common/errors/validation.exception';
import type { NotificationOutbox } from '../notifications/notification-outbox';
import type { Waitlist } from '../signups/waitlist';
import type { OccurrenceChange } from './series-edit-plan';
import { OCCURRENCE_COLUMNS, type OccurrenceRow } from './series-row';

/** Database steps the series edits share. Every statement names the club. */

/** One event of the club, with its series fields, locked; null when the club has none such. */
export async function lockOccurrence(
  tx: EntityManager,
  clubId: string,
  eventId: string,
): Promise<OccurrenceRow | null> {
  const rows = await tx.query(
    `SELECT ${OCCURRENCE_COLUMNS} FROM events e WHERE e.club_id = $1 AND e.id = $2 FOR NO KEY UPDATE OF e`,
    [clubId, eventId],
  );
  return rows[0] ?? null;
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
  const rows: { id: string }[] = await tx.query(
    `SELECT id FROM events
      WHERE club_id = $1 AND series_id = $2 AND start_time > $3::timestamp
        AND ($4::timestamp IS NULL OR original_start >= $4::timestamp)`,
    [clubId, seriesId, now, fromOriginal ?? null],
  );
  const ids = await waitlist.lockEvents(
    tx,
    clubId,
    rows.map((r) => r.id),
  );
  if (ids.length === 0) return [];
  return tx.query(
    `SELECT ${OCCURRENCE_COLUMNS} FROM events e WHERE e.club_id = $1 AND e.id = ANY($2::uuid[]) ORDER BY e.original_start`,
    [clubId, ids],
  );
}

/**
 * A capacity lower than the confirmed sign-ups of any occurrence it would apply to is a 400 on
 * `capacity` naming those dates.
 */
export async function checkCapacity(tx: EntityManager, changes: OccurrenceChange[]): Promise<void> {
  const limited = changes.filter((c) => c.template.capacity !== null);
  if (limited.length === 0) return;
  const counts: { id: string; confirmed: number }[] = await tx.query(
    `SELECT event_id AS id, count(*)::int AS confirmed FROM signups
      WHERE event_id = ANY($1::uuid[]) AND status = 'confirmed' GROUP BY event_id`,
    [limited.map((c) => c.id)],
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
    await tx.query(
      `UPDATE events SET series_id = $3, original_start = $4, start_time = $5, end_time = $6, name = $7,
              description = $8, event_type = $9, location = $10, capacity = $11, overridden_fields = $12::text[],
              updated_at = now()
        WHERE club_id = $1 AND id = $2`,
      [
        clubId,
        c.id,
        c.series_id,
        c.original_start,
        c.start_time,
        c.end_time,
        c.template.name,
        c.template.description,
        c.template.event_type,
        c.template.location,
        c.template.capacity,
        c.overridden_fields,
      ],
    );
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
  await tx.query(`DELETE FROM events WHERE club_id = $1 AND id = ANY($2::uuid[])`, [clubId, ids]);
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
  const [{ left }] = await tx.query(
    `SELECT count(*)::int AS left FROM events WHERE club_id = $1 AND series_id = $2`,
    [clubId, seriesId],
  );
  if (left === 0) {
    await tx.query(`DELETE FROM series WHERE club_id = $1 AND id = $2`, [clubId, seriesId]);
    return;
  }
  await tx.query(
    `UPDATE series SET until = GREATEST($3::date - 1, dtstart::date),
            materialised_until = LEAST(materialised_until, GREATEST($3::date - 1, dtstart::date) + interval '1 day' - interval '1 second'),
            updated_at = now()
      WHERE club_id = $1 AND id = $2`,
    [clubId, seriesId, date],
  );
}
