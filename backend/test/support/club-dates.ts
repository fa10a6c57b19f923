import { clubNow, weekdayOf, type WeekdayCode } from '@courtside/domain';
import { addDays } from '../../src/series/recurrence';

/** Dates relative to today in a club's zone, so series tests hold whenever they run. */
export const today = (timeZone = 'Europe/London') => clubNow(timeZone, new Date()).slice(0, 10);

export { addDays };

/** The first date on or after `date` that is a `weekday`. */
export function nextWeekday(date: string, weekday: WeekdayCode): string {
  let d = date;
  while (weekdayOf(d) !== weekday) d = addDays(d, 1);
  return d;
}

/** The last Sunday of `month` (1-12) of `year`: Europe's daylight-saving changes (March, October). */
export function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  let d = last;
  while (weekdayOf(d) !== 'SU') d = addDays(d, -1);
  return d;
}

/** The latest European daylight-saving change before `date`. */
export function lastDstChangeBefore(date: string): string {
  const year = Number(date.slice(0, 4));
  const changes = [year - 1, year]
    .flatMap((y) => [lastSunday(y, 3), lastSunday(y, 10)])
    .filter((d) => d < date)
    .sort();
  return changes[changes.length - 1];
}
