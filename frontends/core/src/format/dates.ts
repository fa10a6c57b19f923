/**
 * Event times are the club's wall-clock times without zone (`2031-06-04T18:30:00`): they are
 * shown as written, never shifted into the browser's zone. Other timestamps are UTC instants.
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const LOCALE = 'en-GB';

/** A wall-clock time as a Date whose UTC fields are that wall clock (format with timeZone UTC). */
function wallClock(value: string | null | undefined): Date | null {
  const m = value ? LOCAL.exec(value) : null;
  if (!m) return null;
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)));
}

/** Event cards: short weekday, day, month, year, hour and minute, or 'Not set'. */
export function formatCardDate(value: string | null | undefined): string {
  const date = wallClock(value);
  if (!date) return 'Not set';
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/** My Sign-ups: '4 Jun 2031 at 18:30'. */
export function formatDateAtTime(value: string | null | undefined): string {
  const date = wallClock(value);
  if (!date) return 'Not set';
  const day = new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  const time = new Intl.DateTimeFormat(LOCALE, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
  return `${day} at ${time}`;
}

/** Tables: long date plus time, for a wall-clock event time or a UTC instant (sign-up time). */
export function formatLongDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return 'Not set';
  const local = wallClock(value);
  const date = local ?? new Date(value);
  if (Number.isNaN(date.getTime())) return 'Not set';
  return new Intl.DateTimeFormat(LOCALE, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: local ? 'UTC' : timeZone,
  }).format(date);
}

/** The edit form splits a time into a date and an HH:mm time. */
export function splitLocalDateTime(value: string | null | undefined): { date: string; time: string } {
  const m = value ? LOCAL.exec(value) : null;
  return m ? { date: `${m[1]}-${m[2]}-${m[3]}`, time: `${m[4]}:${m[5]}` } : { date: '', time: '' };
}

/** The form's date plus a time, with ':00' seconds (SPEC.md section 3). */
export function mergeDateAndTime(date: string, time: string): string {
  return `${date}T${time.length === 5 ? `${time}:00` : time}`;
}
