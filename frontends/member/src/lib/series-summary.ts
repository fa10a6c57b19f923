import { dateTimeFormat, intlLocale, listFormat, pluralRules } from '@courtside/core';
import { parseRule, weekdayOf, WEEKDAY_CODES, type RecurrenceRule, type RuleDay } from '@courtside/domain';
import { useTranslation } from 'react-i18next';
import '@/i18n';

export interface SeriesSummaryInput {
  /** An RRULE (a preset's or a custom one). */
  rule: string;
  /** `HH:mm` (or `HH:mm:ss`), club time; left out when not known yet. */
  time?: string | null;
  /** Last date (`YYYY-MM-DD`), or none: open-ended. */
  until?: string | null;
  /** The first date, for rules that take their weekday or day of the month from it. */
  firstDate?: string | null;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * libs/domain's `describeSeries` in the language on screen: the same reading of the rule (its
 * English is the same sentence), with the words from the member catalogue and weekday names,
 * lists and dates from Intl. 'Every Wednesday at 19:00 until 15 Mar 2027',
 * 'Elke woensdag om 19:00 tot 15 mrt 2027'.
 */
export function describeRule(
  rule: RecurrenceRule,
  input: Omit<SeriesSummaryInput, 'rule'>,
  t: Translate,
  locale: string,
): string {
  const weekday = (day: RuleDay['weekday']) =>
    dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + WEEKDAY_CODES.indexOf(day))), // 1 January 2024 was a Monday.
    );
  const list = (items: string[]) =>
    items.length <= 1 ? (items[0] ?? '') : listFormat(locale, { type: 'conjunction' }).format(items);
  const nth = (n: number) => t(`series.nth.${pluralRules(locale, { type: 'ordinal' }).select(n)}`, { n });
  const fromLast = (n: number) =>
    n <= 5 ? t(`series.fromLast.${n}`) : t('series.fromLastN', { ordinal: nth(n) });
  const ordinal = (n: number) =>
    n === -1 ? t('series.ordinal.last') : n < 0 ? fromLast(-n) : n <= 5 ? t(`series.ordinal.${n}`) : nth(n);
  const dayOfMonth = (n: number) =>
    n === -1 ? t('series.lastDay') : n < 0 ? t('series.dayFromLast', { position: fromLast(-n) }) : nth(n);
  const days = (byDay: RuleDay[]) => list(byDay.map((d) => weekday(d.weekday)));
  const { interval } = rule;

  const parts: string[] = [];
  if (rule.freq === 'DAILY') {
    parts.push(interval === 1 ? t('series.everyDay') : t('series.everyNDays', { n: interval }));
    if (rule.byDay.length) parts.push(t('series.onDays', { days: days(rule.byDay) }));
    if (rule.byMonthDay.length)
      parts.push(t('series.onDaysOfMonth', { days: list(rule.byMonthDay.map(dayOfMonth)) }));
  } else if (rule.freq === 'WEEKLY') {
    const byDay = rule.byDay.length
      ? rule.byDay
      : input.firstDate
        ? [{ weekday: weekdayOf(input.firstDate) }]
        : [];
    if (interval === 1)
      parts.push(byDay.length ? t('series.everyWeekday', { days: days(byDay) }) : t('series.everyWeek'));
    else {
      parts.push(t('series.everyNWeeks', { n: interval }));
      if (byDay.length) parts.push(t('series.onDays', { days: days(byDay) }));
    }
    if (rule.bySetPos.length) parts.push(t('series.ofThem', { positions: list(rule.bySetPos.map(ordinal)) }));
  } else {
    parts.push(interval === 1 ? t('series.everyMonth') : t('series.everyNMonths', { n: interval }));
    const monthDays = rule.byMonthDay.length
      ? rule.byMonthDay
      : rule.byDay.length === 0 && input.firstDate
        ? [Number(input.firstDate.slice(8, 10))]
        : [];
    if (rule.bySetPos.length) {
      const within = rule.byDay.length ? days(rule.byDay) : list(monthDays.map(dayOfMonth));
      parts.push(t('series.onPositionsOf', { positions: list(rule.bySetPos.map(ordinal)), within }));
    } else if (rule.byDay.length) {
      const named = rule.byDay.map((d) =>
        d.nth === undefined
          ? t('series.everyNamedDay', { day: weekday(d.weekday) })
          : t('series.nthNamedDay', { ordinal: ordinal(d.nth), day: weekday(d.weekday) }),
      );
      parts.push(t('series.onDays', { days: list(named) }));
      if (monthDays.length) parts.push(t('series.fallingOn', { days: list(monthDays.map(dayOfMonth)) }));
    } else if (monthDays.length) {
      parts.push(t('series.onMonthDays', { days: list(monthDays.map(dayOfMonth)) }));
    }
  }
  if (input.time) parts.push(t('series.at', { time: input.time.slice(0, 5) }));
  const until = input.until ?? rule.until;
  if (until) {
    const [y, m, d] = until.split('-').map(Number);
    const date = dateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(y, m - 1, d)));
    parts.push(t('series.until', { date }));
  }
  return parts.join(' ');
}

/**
 * The summary of a series in the language on screen, or null for a rule that does not read
 * (the form shows the parser's message instead).
 */
export function useSeriesSummary(): (input: SeriesSummaryInput) => string | null {
  const { t, i18n } = useTranslation('member');
  const locale = intlLocale(i18n.resolvedLanguage === 'nl' ? 'nl' : 'en');
  return (input) => {
    const parsed = parseRule(input.rule);
    return parsed.ok ? describeRule(parsed.rule, input, (key, values = {}) => t(key, values), locale) : null;
  };
}
