import type { Locale } from '@courtside/domain';

/** The Intl locale of each language: British English, Dutch (both on a 24-hour clock). */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', nl: 'nl-NL' };

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/;

/**
 * Event times are the club's wall clock (`2026-05-13T19:30:00`, no zone). They are written as
 * they are: parsed into a Date whose UTC fields are that wall clock and formatted in UTC, so
 * neither the server's zone nor the reader's shifts them.
 */
function wallClock(wall: string): Date {
  const m = WALL.exec(wall);
  if (!m) throw new Error(`Not a wall-clock time: ${wall}`);
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]));
}

const format = (wall: string, locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' }).format(wallClock(wall));

/** 'Wednesday, 13 May 2026' / 'woensdag 13 mei 2026'. */
export const longDate = (wall: string, locale: Locale) =>
  format(wall, locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** 'Wed 13 May' / 'wo 13 mei': subjects. */
export const shortDate = (wall: string, locale: Locale) =>
  format(wall, locale, { weekday: 'short', day: 'numeric', month: 'short' });

/** '19:30' in both languages. */
export const clock = (wall: string, locale: Locale) =>
  format(wall, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** '19:30–21:30', or '22:00 – Thu 14 May 01:00' when it ends on another day. */
export function timeRange(start: string, end: string, locale: Locale): string {
  if (start.slice(0, 10) === end.slice(0, 10)) return `${clock(start, locale)}–${clock(end, locale)}`;
  return `${clock(start, locale)} – ${shortDate(end, locale)} ${clock(end, locale)}`;
}

/**
 * 'Sun 29 Nov 2026, 20:00' / 'zo 29 nov 2026, 20:00': a moment named in a message (API.md
 * section 13), unpadded, from the parts (en-GB would put a comma after the weekday).
 */
export function dateTimeWithYear(wall: string, locale: Locale): string {
  const parts = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(wallClock(wall));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  // Dutch abbreviations may carry a full stop in some runtimes ('nov.'): the mails write none.
  const month = part('month').replace(/\.$/, '');
  return `${part('weekday').replace(/\.$/, '')} ${part('day')} ${month} ${part('year')}, ${clock(wall, locale)}`;
}
