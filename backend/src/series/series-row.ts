import type { EventType, RecurringPattern } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import type { Schedule } from './recurrence';
import { WALL_CLOCK } from '../common/sql/wall-clock';

/** A series as the services read it: wall-clock values as `YYYY-MM-DDTHH:mm:ss` text. */
export interface SeriesRow {
  id: string;
  club_id: string;
  rule: string;
  recurring_pattern: Exclude<RecurringPattern, 'none'>;
  dtstart: string;
  until: string | null;
  name: string;
  description: string;
  event_type: EventType;
  location: string;
  capacity: number | null;
  /** `HH:mm:ss` */
  start_local_time: string;
  duration_minutes: number;
  materialised_until: string;
  /** The horizon job stopped short of the horizon: the club holds its quota of events to come. */
  horizon_blocked: boolean;
  created_at: Date;
  updated_at: Date;
}

/** The columns of SeriesRow, from `series s`. */
export const SERIES_COLUMNS = `
  s.id, s.club_id, s.rule, s.recurring_pattern, ${WALL_CLOCK('s.dtstart')} AS dtstart,
  to_char(s.until, 'YYYY-MM-DD') AS until, s.name, s.description, s.event_type, s.location,
  s.capacity, to_char(s.start_local_time, 'HH24:MI:SS') AS start_local_time, s.duration_minutes,
  ${WALL_CLOCK('s.materialised_until')} AS materialised_until, s.horizon_blocked, s.created_at, s.updated_at`;

/** An occurrence as the edits read it. */
export interface OccurrenceRow {
  id: string;
  series_id: string;
  original_start: string;
  start_time: string;
  end_time: string;
  name: string;
  description: string;
  event_type: EventType;
  location: string;
  capacity: number | null;
  status: 'scheduled' | 'cancelled';
  overridden_fields: string[];
}

/** The columns of OccurrenceRow, from `events e`. */
export const OCCURRENCE_COLUMNS = `
  e.id, e.series_id, ${WALL_CLOCK('e.original_start')} AS original_start, ${WALL_CLOCK('e.start_time')} AS start_time,
  ${WALL_CLOCK('e.end_time')} AS end_time, e.name, e.description, e.event_type, e.location, e.capacity,
  e.status, e.overridden_fields`;

/** The template fields an occurrence may override; times count as one (start_time, end_time). */
export const TEMPLATE_FIELDS = ['name', 'description', 'event_type', 'location', 'capacity'] as const;
export type TemplateField = (typeof TEMPLATE_FIELDS)[number];
export const TIME_FIELDS = ['start_time', 'end_time'] as const;

export const scheduleOf = (
  series: Pick<SeriesRow, 'rule' | 'dtstart' | 'until'>,
  timeZone: string,
): Schedule => ({
  rule: series.rule,
  dtstart: series.dtstart,
  until: series.until,
  timeZone,
});

/**
 * Locks a series of the club (and reads its club's time zone) for the rest of the transaction.
 * Writers (edits, the horizon job) take NO KEY UPDATE; a new standing sign-up takes SHARE, so it
 * and the materialising of new occurrences happen one after the other, never half each. Always
 * taken before any event row of the series (lock order: series, then events in id order).
 */
export async function lockSeries(
  tx: EntityManager,
  clubId: string,
  seriesId: string,
  mode: 'NO KEY UPDATE' | 'SHARE',
): Promise<(SeriesRow & { timezone: string }) | null> {
  const rows = await tx.query(
    `SELECT ${SERIES_COLUMNS}, c.timezone
       FROM series s JOIN clubs c ON c.id = s.club_id
      WHERE s.club_id = $1 AND s.id = $2
      FOR ${mode} OF s`,
    [clubId, seriesId],
  );
  return rows[0] ?? null;
}
