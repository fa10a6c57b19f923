import type { EntityManager } from 'typeorm';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import type { Club } from '../common/tenancy/club.entity';
import type { SeriesSubscription } from './series-subscription.entity';
import type { Series } from './series.entity';

/**
 * A series as the services read it: wall-clock values as `YYYY-MM-DDTHH:mm:ss` text, `until` as
 * `YYYY-MM-DD`, `start_local_time` as `HH:mm:ss`. `horizon_blocked`: the horizon job stopped
 * short of the horizon, the club holding its quota of events to come.
 */
export type SeriesRow = Pick<
  Series,
  | 'id'
  | 'club_id'
  | 'rule'
  | 'recurring_pattern'
  | 'dtstart'
  | 'until'
  | 'name'
  | 'description'
  | 'event_type'
  | 'location'
  | 'capacity'
  | 'start_local_time'
  | 'duration_minutes'
  | 'materialised_until'
  | 'horizon_blocked'
  | 'created_at'
  | 'updated_at'
> &
  SeriesWindow;

/** The sign-up window of every occurrence of a series, as offsets before its start. */
export type SeriesWindow = Pick<
  Series,
  | 'signup_opens_hours_before'
  | 'signup_closes_hours_before'
  | 'cancel_cutoff_hours'
  | 'allow_standing_signups'
>;

/** A series and the first scheduled occurrence not yet started (club wall clock; null: none). */
export type SeriesWithNext = SeriesRow & { next_start: string | null };

/** The columns of SeriesRow, from `series s`. */
export const SERIES_COLUMNS = `
  s.id, s.club_id, s.rule, s.recurring_pattern, ${WALL_CLOCK('s.dtstart')} AS dtstart,
  to_char(s.until, 'YYYY-MM-DD') AS until, s.name, s.description, s.event_type, s.location,
  s.capacity, to_char(s.start_local_time, 'HH24:MI:SS') AS start_local_time, s.duration_minutes,
  ${WALL_CLOCK('s.materialised_until')} AS materialised_until, s.horizon_blocked, s.created_at, s.updated_at,
  s.signup_opens_hours_before::float8 AS signup_opens_hours_before,
  s.signup_closes_hours_before::float8 AS signup_closes_hours_before,
  s.cancel_cutoff_hours, s.allow_standing_signups`;

const NEXT_START = (nowParam: string) => `(
  SELECT ${WALL_CLOCK('min(n.start_time)')} FROM events n
   WHERE n.series_id = s.id AND n.status = 'scheduled' AND n.start_time > ${nowParam}::timestamp)`;

/** A new series: its rule, first start (wall clock), end, template and author. */
export type NewSeries = Pick<
  Series,
  | 'rule'
  | 'recurring_pattern'
  | 'dtstart'
  | 'until'
  | 'name'
  | 'description'
  | 'event_type'
  | 'location'
  | 'capacity'
  | 'duration_minutes'
  | 'created_by'
> &
  SeriesWindow;

/** The fields an edit of the whole series writes (`until` null: open-ended). */
export type SeriesTemplateChange = Pick<
  Series,
  | 'name'
  | 'description'
  | 'event_type'
  | 'location'
  | 'capacity'
  | 'start_local_time'
  | 'duration_minutes'
  | 'until'
>;

/**
 * The `series` table's statements. Every statement names the club, except those on a series the
 * caller has already locked in its club.
 */
export const seriesStore = {
  /**
   * Locks a series of the club (and reads its club's time zone) for the rest of the transaction.
   * Writers (edits, the horizon job) take NO KEY UPDATE; a new standing sign-up takes SHARE, so it
   * and the materialising of new occurrences happen one after the other, never half each. Always
   * taken before any event row of the series (lock order: series, then events in id order).
   */
  async lock(
    tx: EntityManager,
    clubId: string,
    seriesId: string,
    mode: 'NO KEY UPDATE' | 'SHARE',
  ): Promise<(SeriesRow & Pick<Club, 'timezone'>) | null> {
    const rows: (SeriesRow & Pick<Club, 'timezone'>)[] = await tx.query(
      `SELECT ${SERIES_COLUMNS}, c.timezone
         FROM series s JOIN clubs c ON c.id = s.club_id
        WHERE s.club_id = $1 AND s.id = $2
        FOR ${mode} OF s`,
      [clubId, seriesId],
    );
    return rows[0] ?? null;
  },

  /**
   * Inserts a series, materialised as far as `materialisedUntil` (the occurrences the second
   * half of a split takes over reach), or, for a new series, up to just before its first date.
   */
  async insert(
    tx: EntityManager,
    clubId: string,
    series: NewSeries,
    materialisedUntil: Series['materialised_until'] | null = null,
  ): Promise<SeriesRow> {
    const [row]: SeriesRow[] = await tx.query(
      `INSERT INTO series AS s (club_id, rule, recurring_pattern, dtstart, until, name, description, event_type, location,
                                capacity, start_local_time, duration_minutes, materialised_until, created_by,
                                signup_opens_hours_before, signup_closes_hours_before, cancel_cutoff_hours,
                                allow_standing_signups)
       VALUES ($1, $2, $3, $4::timestamp, $5::date, $6, $7, $8, $9, $10, $4::timestamp::time, $11,
               coalesce($12::timestamp, $4::timestamp - interval '1 second'), $13, $14, $15, $16, $17)
       RETURNING ${SERIES_COLUMNS}`,
      [
        clubId,
        series.rule,
        series.recurring_pattern,
        series.dtstart,
        series.until,
        series.name,
        series.description,
        series.event_type,
        series.location,
        series.capacity,
        series.duration_minutes,
        materialisedUntil,
        series.created_by,
        series.signup_opens_hours_before,
        series.signup_closes_hours_before,
        series.cancel_cutoff_hours,
        series.allow_standing_signups,
      ],
    );
    return row;
  },

  /** A series of the club, its next start after `now`, and whether `userId` subscribes to it. */
  async find(
    db: EntityManager,
    clubId: string,
    seriesId: string,
    userId: string | null,
    now: string,
  ): Promise<(SeriesWithNext & { subscribed: boolean }) | null> {
    const rows: (SeriesWithNext & { subscribed: boolean })[] = await db.query(
      `SELECT ${SERIES_COLUMNS}, ${NEXT_START('$4')} AS next_start,
              EXISTS (SELECT 1 FROM series_subscriptions u WHERE u.series_id = s.id AND u.user_id = $3) AS subscribed
         FROM series s WHERE s.club_id = $1 AND s.id = $2`,
      [clubId, seriesId, userId, now],
    );
    return rows[0] ?? null;
  },

  /** The series `userId` subscribes to at the club, oldest subscription first. */
  subscribedBy(
    db: EntityManager,
    clubId: string,
    userId: string,
    now: string,
  ): Promise<(SeriesWithNext & { subscribed_at: SeriesSubscription['created_at'] })[]> {
    return db.query(
      `SELECT ${SERIES_COLUMNS}, ${NEXT_START('$3')} AS next_start, u.created_at AS subscribed_at
         FROM series_subscriptions u JOIN series s ON s.id = u.series_id
        WHERE u.club_id = $1 AND u.user_id = $2
        ORDER BY u.created_at, u.id`,
      [clubId, userId, now],
    );
  },

  /**
   * Writes the template, time of day, duration and end of a locked series; a sooner end pulls
   * `materialised_until` back to it.
   */
  async updateTemplate(
    tx: EntityManager,
    clubId: string,
    seriesId: string,
    change: SeriesTemplateChange,
  ): Promise<void> {
    await tx.query(
      `UPDATE series SET name = $3, description = $4, event_type = $5, location = $6, capacity = $7,
              start_local_time = $8::time, duration_minutes = $9, dtstart = dtstart::date + $8::time, until = $10::date,
              materialised_until = CASE WHEN $10::date IS NULL THEN materialised_until
                                        ELSE LEAST(materialised_until, $10::date + interval '1 day' - interval '1 second') END,
              updated_at = now()
        WHERE club_id = $1 AND id = $2`,
      [
        clubId,
        seriesId,
        change.name,
        change.description,
        change.event_type,
        change.location,
        change.capacity,
        change.start_local_time,
        change.duration_minutes,
        change.until,
      ],
    );
  },

  /**
   * Writes the window of a locked series; a trigger (migration SignupWindows) rewrites the
   * windows of its occurrences not yet started.
   */
  async setWindow(tx: EntityManager, clubId: string, seriesId: string, window: SeriesWindow): Promise<void> {
    await tx.query(
      `UPDATE series SET signup_opens_hours_before = $3, signup_closes_hours_before = $4,
              cancel_cutoff_hours = $5, allow_standing_signups = $6, updated_at = now()
        WHERE club_id = $1 AND id = $2`,
      [
        clubId,
        seriesId,
        window.signup_opens_hours_before,
        window.signup_closes_hours_before,
        window.cancel_cutoff_hours,
        window.allow_standing_signups,
      ],
    );
  },

  /** Ends a series on the day before `date` (never before its first date). */
  async endBefore(tx: EntityManager, clubId: string, seriesId: string, date: string): Promise<void> {
    await tx.query(
      `UPDATE series SET until = GREATEST($3::date - 1, dtstart::date),
              materialised_until = LEAST(materialised_until, GREATEST($3::date - 1, dtstart::date) + interval '1 day' - interval '1 second'),
              updated_at = now()
        WHERE club_id = $1 AND id = $2`,
      [clubId, seriesId, date],
    );
  },

  /** Deletes a series of the club (its standing sign-ups by cascade). */
  async remove(tx: EntityManager, clubId: string, seriesId: string): Promise<void> {
    await tx.query(`DELETE FROM series WHERE club_id = $1 AND id = $2`, [clubId, seriesId]);
  },

  /** The club's series with no end or an end `today` (club date) or later. */
  async liveCount(tx: EntityManager, clubId: string, today: string): Promise<number> {
    const [{ live }]: { live: number }[] = await tx.query(
      `SELECT count(*)::int AS live FROM series WHERE club_id = $1 AND (until IS NULL OR until >= $2::date)`,
      [clubId, today],
    );
    return live;
  },

  /**
   * Every series (of every club: the horizon job's) not materialised up to its end nor to its
   * club's horizon, `horizonDays` after today in the club's time zone; in id order.
   */
  dueForExtension(db: EntityManager, horizonDays: number): Promise<Pick<Series, 'id' | 'club_id'>[]> {
    return db.query(
      `SELECT s.id, s.club_id
         FROM series s JOIN clubs c ON c.id = s.club_id
        WHERE (s.until IS NULL OR s.materialised_until < s.until + interval '1 day' - interval '1 second')
          AND s.materialised_until < date_trunc('day', now() AT TIME ZONE c.timezone)
                                     + make_interval(days => $1::int + 1) - interval '1 second'
        ORDER BY s.id`,
      [horizonDays],
    );
  },

  /** Records how far a locked series is materialised and whether it stopped short of the horizon. */
  async setMaterialised(
    tx: EntityManager,
    seriesId: string,
    through: Series['materialised_until'],
    blocked: boolean,
  ): Promise<void> {
    await tx.query(`UPDATE series SET materialised_until = $2, horizon_blocked = $3 WHERE id = $1`, [
      seriesId,
      through,
      blocked,
    ]);
  },

  async unblock(tx: EntityManager, seriesId: string): Promise<void> {
    await tx.query(`UPDATE series SET horizon_blocked = false WHERE id = $1`, [seriesId]);
  },
};
