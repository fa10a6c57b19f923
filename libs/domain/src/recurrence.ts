import type { RecurringPattern } from './events';
import { VALIDATION } from './messages';

/**
 * Recurring series (API.md section 8): the subset of RFC 5545 RRULE the product accepts, and
 * pure helpers the backend and the event form share: checking a rule, building a preset rule
 * from a pattern and the first date, and a plain-language summary. Dates are club wall-clock
 * dates (`YYYY-MM-DD`); nothing here reads a clock or knows a time zone.
 */

export const RULE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type RuleFrequency = (typeof RULE_FREQUENCIES)[number];

export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

const WEEKDAY_NAMES: Record<WeekdayCode, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

/** The rule parts a custom rule may use (API.md section 8, Decisions). */
export const RULE_PARTS = ['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYSETPOS', 'UNTIL'] as const;

/** Longest rule text accepted. */
export const RULE_MAX_LENGTH = 200;
/** Largest INTERVAL accepted. */
export const RULE_MAX_INTERVAL = 99;

export interface RuleDay {
  weekday: WeekdayCode;
  /** MONTHLY only: 1 = first, -1 = last, ... */
  nth?: number;
}

export interface RecurrenceRule {
  freq: RuleFrequency;
  interval: number;
  byDay: RuleDay[];
  byMonthDay: number[];
  bySetPos: number[];
  /** The date part of an UNTIL in the rule text (inclusive), or null. */
  until: string | null;
}

export type ParsedRule = { ok: true; rule: RecurrenceRule } | { ok: false; error: string };

const fail = (error: string, detail?: string): ParsedRule => ({
  ok: false,
  error: detail ? `${error} (${detail})` : error,
});

function integerList(value: string, min: number, max: number, zeroAllowed = false): number[] | null {
  const items = value.split(',');
  const numbers: number[] = [];
  for (const item of items) {
    if (!/^[+-]?\d{1,3}$/.test(item)) return null;
    const n = Number(item);
    if (Math.abs(n) < min || Math.abs(n) > max || (!zeroAllowed && n === 0)) return null;
    numbers.push(n);
  }
  return numbers;
}

/**
 * Reads a rule (`FREQ=WEEKLY;BYDAY=WE`, an optional `RRULE:` prefix, any letter case) and checks
 * it against the accepted subset: FREQ DAILY, WEEKLY or MONTHLY; INTERVAL; BYDAY (with an
 * ordinal such as 1SA or -1FR for MONTHLY only); BYMONTHDAY (not with WEEKLY); BYSETPOS (with
 * BYDAY or BYMONTHDAY); UNTIL. No COUNT (Repeat until instead), nothing finer than a day.
 */
export function parseRule(text: unknown): ParsedRule {
  if (typeof text !== 'string' || text.trim() === '') return fail(VALIDATION.ruleInvalid);
  if (text.length > RULE_MAX_LENGTH) return fail(VALIDATION.ruleInvalid);
  const body = text
    .trim()
    .replace(/^RRULE:/i, '')
    .replace(/;$/, '')
    .toUpperCase();
  const parts = new Map<string, string>();
  for (const part of body.split(';')) {
    const match = /^([A-Z-]+)=([A-Z0-9,+-]+)$/.exec(part);
    if (!match) return fail(VALIDATION.ruleInvalid);
    const [, name, value] = match;
    if (parts.has(name)) return fail(VALIDATION.ruleInvalid, `${name} twice`);
    parts.set(name, value);
  }
  if (parts.has('COUNT')) return fail(VALIDATION.ruleCount);
  const unknown = [...parts.keys()].filter((p) => !(RULE_PARTS as readonly string[]).includes(p));
  if (unknown.length) return fail(VALIDATION.rulePartNotAllowed, unknown.join(', '));

  const freq = parts.get('FREQ');
  if (!freq || !(RULE_FREQUENCIES as readonly string[]).includes(freq)) return fail(VALIDATION.ruleFrequency);
  const rule: RecurrenceRule = {
    freq: freq as RuleFrequency,
    interval: 1,
    byDay: [],
    byMonthDay: [],
    bySetPos: [],
    until: null,
  };

  const interval = parts.get('INTERVAL');
  if (interval !== undefined) {
    const n = /^\d{1,3}$/.test(interval) ? Number(interval) : 0;
    if (n < 1 || n > RULE_MAX_INTERVAL) return fail(VALIDATION.ruleValueInvalid, `INTERVAL=${interval}`);
    rule.interval = n;
  }

  const byDay = parts.get('BYDAY');
  if (byDay !== undefined) {
    for (const item of byDay.split(',')) {
      const match = /^([+-]?\d)?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
      const nth = match?.[1] === undefined ? undefined : Number(match[1]);
      if (!match || (nth !== undefined && (nth === 0 || Math.abs(nth) > 5 || rule.freq !== 'MONTHLY')))
        return fail(VALIDATION.ruleValueInvalid, `BYDAY=${byDay}`);
      if (rule.byDay.some((d) => d.weekday === match[2] && d.nth === nth))
        return fail(VALIDATION.ruleValueInvalid, `BYDAY=${byDay}`);
      rule.byDay.push(
        nth === undefined ? { weekday: match[2] as WeekdayCode } : { weekday: match[2] as WeekdayCode, nth },
      );
    }
  }

  const byMonthDay = parts.get('BYMONTHDAY');
  if (byMonthDay !== undefined) {
    const days = integerList(byMonthDay, 1, 31);
    if (!days || rule.freq === 'WEEKLY') return fail(VALIDATION.ruleValueInvalid, `BYMONTHDAY=${byMonthDay}`);
    rule.byMonthDay = days;
  }

  const bySetPos = parts.get('BYSETPOS');
  if (bySetPos !== undefined) {
    const positions = integerList(bySetPos, 1, 366);
    if (!positions || (rule.byDay.length === 0 && rule.byMonthDay.length === 0))
      return fail(VALIDATION.ruleValueInvalid, `BYSETPOS=${bySetPos}`);
    rule.bySetPos = positions;
  }

  const until = parts.get('UNTIL');
  if (until !== undefined) {
    const match = /^(\d{4})(\d{2})(\d{2})(T\d{6}Z?)?$/.exec(until);
    const date = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
    if (!isDate(date)) return fail(VALIDATION.ruleValueInvalid, `UNTIL=${until}`);
    rule.until = date;
  }
  return { ok: true, rule };
}

/** The rule's canonical text, without UNTIL (a series keeps its end apart, as `until`). */
export function formatRule(rule: Omit<RecurrenceRule, 'until'>): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byDay.length) parts.push(`BYDAY=${rule.byDay.map((d) => `${d.nth ?? ''}${d.weekday}`).join(',')}`);
  if (rule.byMonthDay.length) parts.push(`BYMONTHDAY=${rule.byMonthDay.join(',')}`);
  if (rule.bySetPos.length) parts.push(`BYSETPOS=${rule.bySetPos.join(',')}`);
  return parts.join(';');
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The weekday of a `YYYY-MM-DD` date. */
export function weekdayOf(date: string): WeekdayCode {
  const [y, m, d] = date.split('-').map(Number);
  // getUTCDay: 0 = Sunday.
  return WEEKDAY_CODES[(new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7];
}

/**
 * The rule of a preset pattern for a series whose first date is `firstDate`: daily; weekly on
 * that weekday; monthly on that day of the month (a month without that day is skipped).
 */
export function presetRule(pattern: Exclude<RecurringPattern, 'none'>, firstDate: string): string {
  switch (pattern) {
    case 'daily':
      return 'FREQ=DAILY';
    case 'weekly':
      return `FREQ=WEEKLY;BYDAY=${weekdayOf(firstDate)}`;
    case 'monthly':
      return `FREQ=MONTHLY;BYMONTHDAY=${Number(firstDate.slice(8, 10))}`;
  }
}

/** The pattern a rule is stored under: its frequency. */
export function patternOfRule(rule: Pick<RecurrenceRule, 'freq'>): Exclude<RecurringPattern, 'none'> {
  return rule.freq.toLowerCase() as Exclude<RecurringPattern, 'none'>;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ORDINAL_WORDS: Record<number, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
};

function ordinal(n: number): string {
  if (n === -1) return 'last';
  if (n < 0) return `${ordinal(-n)} to last`;
  if (ORDINAL_WORDS[n]) return ORDINAL_WORDS[n];
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function dayOfMonth(n: number): string {
  if (n === -1) return 'last day';
  if (n < 0) return `${ordinal(-n)} to last day`;
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13
      ? 'th'
      : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function list(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** `2027-03-15` as `15 Mar 2027`. */
export function formatSeriesDate(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

export interface SeriesSummaryInput {
  rule: string;
  /** `HH:mm` (or `HH:mm:ss`), club time. */
  start_local_time: string;
  until?: string | null;
  /** The first date, for rules that take their weekday or day of month from it. */
  first_date?: string;
}

/**
 * A plain-language summary of a series, e.g. `Every Wednesday at 19:00 until 15 Mar 2027`,
 * `Every month on the first Saturday at 10:00`, `Every 2 days at 07:30`. An unreadable rule
 * gives its text back.
 */
export function describeSeries({
  rule: text,
  start_local_time,
  until,
  first_date,
}: SeriesSummaryInput): string {
  const parsed = parseRule(text);
  if (!parsed.ok) return text;
  const rule = parsed.rule;
  const days = (byDay: RuleDay[]) => list(byDay.map((d) => WEEKDAY_NAMES[d.weekday]));
  let what: string;
  if (rule.freq === 'DAILY') {
    what = rule.interval === 1 ? 'Every day' : `Every ${rule.interval} days`;
    if (rule.byDay.length) what += ` on ${days(rule.byDay)}`;
    if (rule.byMonthDay.length) what += ` on the ${list(rule.byMonthDay.map(dayOfMonth))} of the month`;
  } else if (rule.freq === 'WEEKLY') {
    const byDay = rule.byDay.length ? rule.byDay : first_date ? [{ weekday: weekdayOf(first_date) }] : [];
    if (rule.interval === 1) what = byDay.length ? `Every ${days(byDay)}` : 'Every week';
    else what = `Every ${rule.interval} weeks${byDay.length ? ` on ${days(byDay)}` : ''}`;
    if (rule.bySetPos.length) what += ` (the ${list(rule.bySetPos.map(ordinal))} of them)`;
  } else {
    what = rule.interval === 1 ? 'Every month' : `Every ${rule.interval} months`;
    const monthDays = rule.byMonthDay.length
      ? rule.byMonthDay
      : rule.byDay.length === 0 && first_date
        ? [Number(first_date.slice(8, 10))]
        : [];
    if (rule.bySetPos.length) {
      const within = rule.byDay.length ? days(rule.byDay) : list(monthDays.map(dayOfMonth));
      what += ` on the ${list(rule.bySetPos.map(ordinal))} of ${within}`;
    } else if (rule.byDay.length) {
      what += ` on ${list(rule.byDay.map((d) => (d.nth === undefined ? `every ${WEEKDAY_NAMES[d.weekday]}` : `the ${ordinal(d.nth)} ${WEEKDAY_NAMES[d.weekday]}`)))}`;
      if (monthDays.length) what += ` falling on the ${list(monthDays.map(dayOfMonth))}`;
    } else if (monthDays.length) {
      what += ` on the ${list(monthDays.map(dayOfMonth))}`;
    }
  }
  const end = until ?? rule.until;
  return `${what} at ${start_local_time.slice(0, 5)}${end ? ` until ${formatSeriesDate(end)}` : ''}`;
}
