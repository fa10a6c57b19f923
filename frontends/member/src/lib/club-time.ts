import { dateTimeFormat } from '@courtside/core';

/**
 * "Now" on the club's wall clock. Event times are the club's wall-clock times without a zone
 * (`2031-06-04T18:30:00`), so today, tomorrow and "already over" are decided in the club's zone,
 * not the browser's.
 */
const PARTS = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
} as const;

/** `YYYY-MM-DDTHH:mm:ss` in `timeZone` (the browser's own when none is known). */
export function clubNow(timeZone: string | null | undefined, now: Date = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = dateTimeFormat('en-GB', { ...PARTS, timeZone: timeZone ?? undefined }).formatToParts(now);
  } catch {
    // An unknown zone name: the browser's clock is the best guess left.
    parts = dateTimeFormat('en-GB', PARTS).formatToParts(now);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** The date (`YYYY-MM-DD`) `days` after a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
