import { RRuleTemporal } from 'rrule-temporal';

/**
 * Expanding a series' rule into occurrence times, with rrule-temporal (RFC 5545 on Temporal).
 *
 * Times here are the club's wall-clock times, `YYYY-MM-DDTHH:mm:ss`, as events store them. The
 * rule is evaluated in the club's IANA zone (`DTSTART;TZID=<zone>`): the library steps through
 * the calendar in that zone and keeps DTSTART's wall-clock time, so a Wednesday 19:00 mix-in is
 * 19:00 on both sides of a daylight-saving change, and each result's wall-clock reading is what is
 * stored. A month without the rule's day (BYMONTHDAY=31 in April) is skipped, never moved, and a
 * time inside a spring-forward gap has no occurrence that day (both RFC 5545).
 */
export interface Schedule {
  /** Canonical rule without UNTIL (libs/domain formatRule). */
  rule: string;
  /** The first occurrence, wall-clock: the rule's anchor (INTERVAL counts from it). */
  dtstart: string;
  /** Last date, inclusive; null: open-ended. */
  until: string | null;
  timeZone: string;
}

const DAY_MS = 86_400_000;

/** Wall-clock text read as if it were UTC: within 14 hours of the real instant, in any zone. */
const roughInstant = (wall: string) => Date.parse(`${wall}Z`);

const compact = (wall: string) => wall.replace(/[-:]/g, '').slice(0, 15);

function ruleOf(schedule: Schedule): RRuleTemporal {
  return new RRuleTemporal({
    rruleString: `DTSTART;TZID=${schedule.timeZone}:${compact(schedule.dtstart)}\nRRULE:${schedule.rule}`,
  });
}

/**
 * The occurrence times after `after` (exclusive; null: from the first) up to `through`
 * (inclusive), in order, never past `until`. The library is asked for a window a day wider on
 * each side (wall-clock text is not an instant), and the answer is cut exactly on wall-clock.
 */
export function occurrencesBetween(schedule: Schedule, after: string | null, through: string): string[] {
  const from = after ?? schedule.dtstart;
  if (from > through) return [];
  const found = ruleOf(schedule).between(
    new Date(roughInstant(from) - DAY_MS),
    new Date(roughInstant(through) + DAY_MS),
    true,
  );
  return found
    .map((zdt) => zdt.toPlainDateTime().toString({ smallestUnit: 'second' }))
    .filter(
      (wall) =>
        wall >= schedule.dtstart &&
        (after === null || wall > after) &&
        wall <= through &&
        (schedule.until === null || wall.slice(0, 10) <= schedule.until),
    );
}

/** True when `start` is itself an occurrence of a rule anchored there. */
export function isOccurrence(schedule: Omit<Schedule, 'dtstart'>, start: string): boolean {
  return occurrencesBetween({ ...schedule, dtstart: start }, null, start)[0] === start;
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Wall-clock text plus minutes (calendar arithmetic, no zone). */
export function addMinutes(wall: string, minutes: number): string {
  return new Date(roughInstant(wall) + minutes * 60_000).toISOString().slice(0, 19);
}

/** Whole minutes from `start` to `end`, both wall-clock. */
export function minutesBetween(start: string, end: string): number {
  return Math.round((roughInstant(end) - roughInstant(start)) / 60_000);
}
