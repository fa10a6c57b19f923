import type { EntityManager } from 'typeorm';
import type { Club } from '../common/tenancy/club.entity';
import type { Schedule } from './recurrence';
import { seriesStore, type SeriesRow } from './series.store';

export type { SeriesRow } from './series.store';
export type { OccurrenceRow } from './occurrences.store';
// The demo seed inserts series with this column list.
export { SERIES_COLUMNS } from './series.store';

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
export function lockSeries(
  tx: EntityManager,
  clubId: string,
  seriesId: string,
  mode: 'NO KEY UPDATE' | 'SHARE',
): Promise<(SeriesRow & Pick<Club, 'timezone'>) | null> {
  return seriesStore.lock(tx, clubId, seriesId, mode);
}
