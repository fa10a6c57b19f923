import type { EntityManager } from 'typeorm';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import type { Event } from '../events/event.entity';
import type { Signup } from '../signups/signup.entity';
import type { Series } from './series.entity';

/** An occurrence as an edit rewrites it: its series, dates and template fields. */
export type OccurrenceWrite = Pick<
  Event,
  | 'id'
  | 'start_time'
  | 'end_time'
  | 'name'
  | 'description'
  | 'event_type'
  | 'location'
  | 'capacity'
  | 'overridden_fields'
> & {
  series_id: NonNullable<Event['series_id']>;
  original_start: NonNullable<Event['original_start']>;
};

/** An occurrence as the edits read it: an event of a series, wall-clock times as text. */
export type OccurrenceRow = OccurrenceWrite & Pick<Event, 'status'>;

/** The columns of OccurrenceRow, from `events e`. */
export const OCCURRENCE_COLUMNS = `
  e.id, e.series_id, ${WALL_CLOCK('e.original_start')} AS original_start, ${WALL_CLOCK('e.start_time')} AS start_time,
  ${WALL_CLOCK('e.end_time')} AS end_time, e.name, e.description, e.event_type, e.location, e.capacity,
  e.status, e.overridden_fields`;

/**
 * The statements on the `events` rows of series (occurrences). Every statement names the club,
 * except those on events the caller has already found in its club and locked.
 */
export const occurrenceStore = {
  /** One event of the club, with its series fields, locked (FOR NO KEY UPDATE). */
  async lock(tx: EntityManager, clubId: string, eventId: string): Promise<OccurrenceRow | null> {
    const rows: OccurrenceRow[] = await tx.query(
      `SELECT ${OCCURRENCE_COLUMNS} FROM events e WHERE e.club_id = $1 AND e.id = $2 FOR NO KEY UPDATE OF e`,
      [clubId, eventId],
    );
    return rows[0] ?? null;
  },

  /**
   * Ids of the series' occurrences not yet started (`start_time > now`), from `fromOriginal` on
   * (rule time) when given; unlocked and unordered (the caller locks them in id order).
   */
  async futureIdsFrom(
    tx: EntityManager,
    clubId: string,
    seriesId: string,
    now: string,
    fromOriginal: string | null,
  ): Promise<Event['id'][]> {
    const rows: Pick<Event, 'id'>[] = await tx.query(
      `SELECT id FROM events
        WHERE club_id = $1 AND series_id = $2 AND start_time > $3::timestamp
          AND ($4::timestamp IS NULL OR original_start >= $4::timestamp)`,
      [clubId, seriesId, now, fromOriginal],
    );
    return rows.map((r) => r.id);
  },

  /** Ids of the series' occurrences not yet started (club time `now`), optionally of one status, in start order. */
  async futureIds(
    tx: EntityManager,
    clubId: string,
    seriesId: string,
    now: string,
    status?: 'scheduled',
  ): Promise<Event['id'][]> {
    const rows: Pick<Event, 'id'>[] = await tx.query(
      `SELECT id FROM events
        WHERE club_id = $1 AND series_id = $2 AND start_time > $3::timestamp ${status ? `AND status = '${status}'` : ''}
        ORDER BY start_time`,
      [clubId, seriesId, now],
    );
    return rows.map((r) => r.id);
  },

  /** Occurrences of the club by id, in rule order. */
  read(tx: EntityManager, clubId: string, ids: string[]): Promise<OccurrenceRow[]> {
    return tx.query(
      `SELECT ${OCCURRENCE_COLUMNS} FROM events e WHERE e.club_id = $1 AND e.id = ANY($2::uuid[]) ORDER BY e.original_start`,
      [clubId, ids],
    );
  },

  /** The confirmed sign-ups of each of the events that has any. */
  confirmedCounts(
    tx: EntityManager,
    eventIds: string[],
  ): Promise<({ id: Signup['event_id'] } & { confirmed: number })[]> {
    return tx.query(
      `SELECT event_id AS id, count(*)::int AS confirmed FROM signups
        WHERE event_id = ANY($1::uuid[]) AND status = 'confirmed' GROUP BY event_id`,
      [eventIds],
    );
  },

  /** Rewrites an occurrence of the club: its series, dates, template fields and overrides. */
  async write(tx: EntityManager, clubId: string, o: OccurrenceWrite): Promise<void> {
    await tx.query(
      `UPDATE events SET series_id = $3, original_start = $4, start_time = $5, end_time = $6, name = $7,
              description = $8, event_type = $9, location = $10, capacity = $11, overridden_fields = $12::text[],
              updated_at = now()
        WHERE club_id = $1 AND id = $2`,
      [
        clubId,
        o.id,
        o.series_id,
        o.original_start,
        o.start_time,
        o.end_time,
        o.name,
        o.description,
        o.event_type,
        o.location,
        o.capacity,
        o.overridden_fields,
      ],
    );
  },

  /** Deletes events of the club (their sign-ups by cascade). */
  async remove(tx: EntityManager, clubId: string, ids: string[]): Promise<void> {
    await tx.query(`DELETE FROM events WHERE club_id = $1 AND id = ANY($2::uuid[])`, [clubId, ids]);
  },

  /** How many occurrences the series has, started or not. */
  async count(tx: EntityManager, clubId: string, seriesId: string): Promise<number> {
    const [{ left }]: { left: number }[] = await tx.query(
      `SELECT count(*)::int AS left FROM events WHERE club_id = $1 AND series_id = $2`,
      [clubId, seriesId],
    );
    return left;
  },

  /** How many occurrences of the series have not started by `now` (club wall clock). */
  async upcomingCount(tx: EntityManager, clubId: string, seriesId: string, now: string): Promise<number> {
    const [{ upcoming }]: { upcoming: number }[] = await tx.query(
      `SELECT count(*)::int AS upcoming FROM events WHERE club_id = $1 AND series_id = $2 AND start_time > $3::timestamp`,
      [clubId, seriesId, now],
    );
    return upcoming;
  },

  /**
   * Inserts the occurrences `starts` of a locked series from its template, in date order; a date
   * it already has is skipped (the unique (series_id, original_start)). Returns the new ids.
   */
  async insertFromTemplate(
    tx: EntityManager,
    seriesId: Series['id'],
    starts: string[],
  ): Promise<Event['id'][]> {
    const inserted: Pick<Event, 'id'>[] = await tx.query(
      `INSERT INTO events (club_id, series_id, original_start, start_time, end_time, name, description,
                           event_type, recurring_pattern, location, capacity, created_by)
       SELECT s.club_id, s.id, t, t, t + make_interval(mins => s.duration_minutes), s.name, s.description,
              s.event_type, s.recurring_pattern, s.location, s.capacity, s.created_by
         FROM series s CROSS JOIN unnest($2::timestamp[]) t
        WHERE s.id = $1
        ORDER BY t
       ON CONFLICT (series_id, original_start) DO NOTHING
       RETURNING id`,
      [seriesId, starts],
    );
    return inserted.map((r) => r.id);
  },
};
