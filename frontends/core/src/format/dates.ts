import '../i18n/catalogue';
import { i18n, intlLocale } from '../i18n/i18n';
import { CARD_DATE_FORMAT } from '@courtside/domain';
import { dateTimeFormat } from './intl';

/**
 * Event times are the club's wall-clock times without zone (`2031-06-04T18:30:00`): they are
 * shown as written, never shifted into the browser's zone. Other timestamps are UTC instants.
 * Every format follows the language on screen (24-hour clock in both).
 */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** A wall-clock time as a Date whose UTC fields are that wall clock (format with timeZone UTC). */
function wallClock(value: string | null | undefined): Date | null {
  const m = value ? LOCAL.exec(value) : null;
  if (!m) return null;
  return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)));
}

const format = (date: Date, options: Intl.DateTimeFormatOptions) =>
  dateTimeFormat(intlLocale(), options).format(date);
const notSet = () => i18n.t('notSet', { ns: 'common' });

/** One time on a card: short weekday, day, month, year, hour and minute, or 'Not set'. */
export function formatCardDate(value: string | null | undefined): string {
  const date = wallClock(value);
  return date ? format(date, CARD_DATE_FORMAT) : notSet();
}

/**
 * An event's times on a card, as the language writes a range: 'Wed, 25 Nov 2026, 18:30–20:30' on
 * one day, both dates when it spans days. An end missing or before the start shows the start alone.
 */
export function formatCardDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
): string {
  const from = wallClock(start);
  const to = wallClock(end);
  if (!from) return notSet();
  if (!to || to < from) return format(from, CARD_DATE_FORMAT);
  return dateTimeFormat(intlLocale(), CARD_DATE_FORMAT).formatRange(from, to);
}

/** My Sign-ups: '4 Jun 2031 at 18:30'. */
export function formatDateAtTime(value: string | null | undefined): string {
  const date = wallClock(value);
  if (!date) return notSet();
  return i18n.t('dateAtTime', {
    ns: 'common',
    date: format(date, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
    time: format(date, { ...TIME, timeZone: 'UTC' }),
  });
}

/** Tables: long date plus time, for a wall-clock event time or a UTC instant (sign-up time). */
export function formatLongDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return notSet();
  const local = wallClock(value);
  const date = local ?? new Date(value);
  if (Number.isNaN(date.getTime())) return notSet();
  return format(date, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    ...TIME,
    timeZone: local ? 'UTC' : timeZone,
  });
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
