import {
  parseRule,
  patternOfRule,
  presetRule,
  weekdayOf,
  type RecurrenceRule,
  type RecurringPattern,
} from '@courtside/domain';

/** The recurrence choice that takes a rule of one's own ('Advanced'). */
export const CUSTOM_RULE = 'custom';

export type RepeatChoice = RecurringPattern | typeof CUSTOM_RULE;

const daysInMonth = (date: string) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();

/**
 * False when `date` is surely not a date of `rule` (a weekly Thursday rule starting on a
 * Wednesday): the server refuses such a first date. Rules with BYSETPOS are left to the server.
 */
export function firstDateFits(rule: RecurrenceRule, date: string): boolean {
  if (rule.bySetPos.length) return true;
  const weekday = weekdayOf(date);
  const day = Number(date.slice(8, 10));
  const last = daysInMonth(date);
  if (rule.freq === 'WEEKLY') return rule.byDay.length === 0 || rule.byDay.some((d) => d.weekday === weekday);
  if (rule.byMonthDay.length && !rule.byMonthDay.some((n) => (n > 0 ? n : last + 1 + n) === day))
    return false;
  if (rule.byDay.length) {
    const nthOk = (nth: number) =>
      nth > 0 ? Math.ceil(day / 7) === nth : Math.ceil((last - day + 1) / 7) === -nth;
    return rule.byDay.some((d) => d.weekday === weekday && (d.nth === undefined || nthOk(d.nth)));
  }
  return true;
}

/**
 * The rule a recurrence choice stands for, from the first date: a preset's, or the custom rule
 * as typed. Without a date a preset says only its frequency ('Every week').
 */
export function ruleOfChoice(choice: string, customRule: string, date: string): string | null {
  if (choice === CUSTOM_RULE) return customRule.trim() || null;
  if (choice !== 'daily' && choice !== 'weekly' && choice !== 'monthly') return null;
  return date ? presetRule(choice, date) : `FREQ=${choice.toUpperCase()}`;
}

/** The pattern stored with a custom rule: its frequency (null while the rule does not read). */
export function patternOfCustomRule(rule: string): Exclude<RecurringPattern, 'none'> | null {
  const parsed = parseRule(rule);
  return parsed.ok ? patternOfRule(parsed.rule) : null;
}
