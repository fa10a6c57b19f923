import { Inject, Injectable, Logger } from '@nestjs/common';
import { clubNow } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { addDays, occurrencesBetween } from './recurrence';
import { lockSeries, scheduleOf, type SeriesRow } from './series-row';

/**
 * Occurrences exist as event rows from a series' first date up to a rolling horizon
 * (SERIES_HORIZON_DAYS after today, club time), however far away its end is. Materialising is
 * safe to run anywhere, any number of times at once: the series row is locked while its new
 * occurrences are added, the unique (series_id, original_start) refuses a duplicate even without
 * the lock (ON CONFLICT DO NOTHING), and standing sign-ups are added only for the occurrences this
 * transaction inserted, in the same transaction.
 */
@Injectable()
export class SeriesMaterialiser {
  private readonly logger = new Logger('SeriesHorizon');

  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The last wall-clock instant occurrences should exist for today in `timeZone`. */
  horizon(timeZone: string): string {
    return horizonEnd(timeZone, this.config.SERIES_HORIZON_DAYS);
  }

  /** See materialiseSeries. */
  materialise(tx: EntityManager, series: SeriesRow, timeZone: string): Promise<string[]> {
    return materialiseSeries(tx, series, timeZone, this.config.SERIES_HORIZON_DAYS);
  }

  /** Extends one series up to the horizon in a transaction of its own; returns how many were added. */
  async extend(clubId: string, seriesId: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const series = await lockSeries(tx, clubId, seriesId, 'NO KEY UPDATE');
      return series ? (await this.materialise(tx, series, series.timezone)).length : 0;
    });
  }

  /**
   * The horizon job: extends every series that stops short of its club's horizon, one
   * transaction per series (a failure is logged and retried on the next run, the rest go on).
   */
  async extendAll(): Promise<{ series: number; occurrences: number }> {
    const due: { id: string; club_id: string }[] = await this.db.query(
      `SELECT s.id, s.club_id
         FROM series s JOIN clubs c ON c.id = s.club_id
        WHERE (s.until IS NULL OR s.materialised_until < s.until + interval '1 day' - interval '1 second')
          AND s.materialised_until < date_trunc('day', now() AT TIME ZONE c.timezone)
                                     + make_interval(days => $1::int + 1) - interval '1 second'
        ORDER BY s.id`,
      [this.config.SERIES_HORIZON_DAYS],
    );
    let occurrences = 0;
    for (const { id, club_id } of due) {
      try {
        occurrences += await this.extend(club_id, id);
      } catch (error) {
        this.logger.warn(`Could not extend series ${id}: ${(error as Error).message}`);
      }
    }
    if (occurrences) this.logger.log(`Extended ${due.length} series by ${occurrences} occurrences`);
    return { series: due.length, occurrences };
  }
}

/** The last wall-clock instant occurrences should exist for, `days` after today in `timeZone`. */
export function horizonEnd(timeZone: string, days: number, now: Date = new Date()): string {
  return `${addDays(clubNow(timeZone, now).slice(0, 10), days)}T23:59:59`;
}

/**
 * Adds the occurrences of a locked series after its `materialised_until` up to the horizon (and
 * always its first one), each with the standing sign-ups in subscription order: confirmed while
 * the capacity lasts, then waitlisted. Returns the ids of the new occurrences, in order. Plain
 * (no Nest): the demo seed uses it too.
 */
export async function materialiseSeries(
  tx: EntityManager,
  series: SeriesRow,
  timeZone: string,
  horizonDays: number,
): Promise<string[]> {
  let through = horizonEnd(timeZone, horizonDays);
  if (through < series.dtstart) through = series.dtstart;
  if (series.until && through.slice(0, 10) > series.until) through = `${series.until}T23:59:59`;
  if (through <= series.materialised_until) return [];

  const starts = occurrencesBetween(scheduleOf(series, timeZone), series.materialised_until, through);
  let ids: string[] = [];
  if (starts.length) {
    const inserted: { id: string }[] = await tx.query(
      `INSERT INTO events (club_id, series_id, original_start, start_time, end_time, name, description,
                           event_type, recurring_pattern, location, capacity, created_by)
       SELECT s.club_id, s.id, t, t, t + make_interval(mins => s.duration_minutes), s.name, s.description,
              s.event_type, s.recurring_pattern, s.location, s.capacity, s.created_by
         FROM series s CROSS JOIN unnest($2::timestamp[]) t
        WHERE s.id = $1
        ORDER BY t
       ON CONFLICT (series_id, original_start) DO NOTHING
       RETURNING id`,
      [series.id, starts],
    );
    ids = inserted.map((r) => r.id);
    await addStandingSignups(tx, series.id, ids);
  }
  await tx.query(`UPDATE series SET materialised_until = $2 WHERE id = $1`, [series.id, through]);
  return ids;
}

/**
 * Signs every standing subscriber of `seriesId` up for the new occurrences `eventIds`, in
 * subscription order: the first `capacity` confirmed, the rest waitlisted. The sign-up time is the
 * subscription's, so the waitlist keeps subscription order too and anyone who signs up for the
 * date later queues behind them.
 */
export async function addStandingSignups(
  tx: EntityManager,
  seriesId: string,
  eventIds: string[],
): Promise<void> {
  if (eventIds.length === 0) return;
  await tx.query(
    `INSERT INTO signups (club_id, event_id, user_id, status, signup_time)
     SELECT e.club_id, e.id, sub.user_id,
            CASE WHEN e.capacity IS NULL OR sub.rank <= e.capacity THEN 'confirmed' ELSE 'waitlisted' END,
            sub.created_at
       FROM events e
       CROSS JOIN (SELECT user_id, created_at, row_number() OVER (ORDER BY created_at, id) AS rank
                     FROM series_subscriptions WHERE series_id = $1) sub
      WHERE e.id = ANY($2::uuid[]) AND e.series_id = $1
      ORDER BY e.id, sub.rank
     ON CONFLICT (event_id, user_id) DO NOTHING`,
    [seriesId, eventIds],
  );
}
