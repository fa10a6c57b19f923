import { clubNow, DEFAULT_EVENT_TYPE, weekdayOf, type EventType } from '@courtside/domain';
import type { EntityManager } from 'typeorm';
import { addDays, addMinutes } from '../series/recurrence';
import { materialiseSeries } from '../series/series-materialiser.service';
import { SERIES_COLUMNS, type SeriesRow } from '../series/series-row';

/** A demo series: made as the API makes one, then shaped like a few weeks of real use. */
export interface DemoSeries {
  name: string;
  type: EventType;
  /** RFC 5545 rule; the first date is the first one after today that it produces. */
  rule: 'FREQ=WEEKLY;BYDAY=WE' | 'FREQ=MONTHLY;BYDAY=1SA';
  at: string;
  minutes: number;
  location: string;
  description: string;
  capacity: number | null;
  /** Last date, this many days after the first; left out: open-ended. */
  untilDays?: number;
  /** E-mails with a standing sign-up, in subscription order. */
  subscribers?: string[];
  /** Sign-ups for each date open this many hours before it (wall clock); left out: always open. */
  signupOpensHoursBefore?: number;
  /** The n-th occurrence (0-based) is cancelled. */
  cancel?: number;
  /** The n-th occurrence moves by `days`, to `at`. */
  move?: { index: number; days: number; at: string };
}

/** The demo seed's materialising horizon (the default SERIES_HORIZON_DAYS). */
const DEMO_HORIZON_DAYS = 84;

function firstDate(rule: DemoSeries['rule'], today: string): string {
  let d = addDays(today, 1);
  const matches = (date: string) =>
    rule === 'FREQ=WEEKLY;BYDAY=WE'
      ? weekdayOf(date) === 'WE'
      : weekdayOf(date) === 'SA' && Number(date.slice(8)) <= 7;
  while (!matches(d)) d = addDays(d, 1);
  return d;
}

export async function seedSeries(
  tx: EntityManager,
  clubId: string,
  timeZone: string,
  userIds: Map<string, string>,
  demo: DemoSeries,
  now: Date,
): Promise<void> {
  const first = firstDate(demo.rule, clubNow(timeZone, now).slice(0, 10));
  const start = `${first}T${demo.at}:00`;
  const [series]: SeriesRow[] = await tx.query(
    `INSERT INTO series AS s (club_id, rule, recurring_pattern, dtstart, until, name, description, event_type, location,
                              capacity, start_local_time, duration_minutes, materialised_until, signup_opens_hours_before)
     VALUES ($1, $2, $3, $4::timestamp, $5::date, $6, $7, $8, $9, $10, $4::timestamp::time, $11, $4::timestamp - interval '1 second', $12)
     RETURNING ${SERIES_COLUMNS}`,
    [
      clubId,
      demo.rule,
      demo.rule.startsWith('FREQ=WEEKLY') ? 'weekly' : 'monthly',
      start,
      demo.untilDays === undefined ? null : addDays(first, demo.untilDays),
      demo.name,
      demo.description,
      demo.type ?? DEFAULT_EVENT_TYPE,
      demo.location,
      demo.capacity,
      demo.minutes,
      demo.signupOpensHoursBefore ?? null,
    ],
  );
  for (const email of demo.subscribers ?? []) {
    await tx.query(`INSERT INTO series_subscriptions (series_id, club_id, user_id) VALUES ($1, $2, $3)`, [
      series.id,
      clubId,
      userIds.get(email),
    ]);
  }
  const ids = await materialiseSeries(tx, series, timeZone, DEMO_HORIZON_DAYS);
  if (demo.cancel !== undefined)
    await tx.query(`UPDATE events SET status = 'cancelled' WHERE id = $1`, [ids[demo.cancel]]);
  if (demo.move) {
    const [{ original }] = await tx.query(
      `SELECT to_char(original_start, 'YYYY-MM-DD') AS original FROM events WHERE id = $1`,
      [ids[demo.move.index]],
    );
    const moved = `${addDays(original, demo.move.days)}T${demo.move.at}:00`;
    await tx.query(
      `UPDATE events SET start_time = $2, end_time = $3, overridden_fields = '{start_time,end_time}' WHERE id = $1`,
      [ids[demo.move.index], moved, addMinutes(moved, demo.minutes)],
    );
  }
}
