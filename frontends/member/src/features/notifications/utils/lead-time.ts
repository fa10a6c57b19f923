import { REMINDER_HOURS } from '@courtside/domain';

/** The reminder lead times on offer, in hours: from an hour to a week ahead. */
export const LEAD_TIMES: readonly number[] = [1, 2, 3, 6, 12, 24, 48, 72, 168];

/** A whole number of hours the server takes (REMINDER_HOURS). */
export const isValidLeadTime = (hours: number) =>
  Number.isInteger(hours) && hours >= REMINDER_HOURS.min && hours <= REMINDER_HOURS.max;

/** The choices for a saved lead time: the usual ones, and the saved one if it is another (set through the API). */
export function leadTimeChoices(saved: number): number[] {
  return LEAD_TIMES.includes(saved) || !isValidLeadTime(saved)
    ? [...LEAD_TIMES]
    : [...LEAD_TIMES, saved].sort((a, b) => a - b);
}

/** How a lead time reads: whole weeks or days when it is one, else hours. */
export function leadTimeUnit(hours: number): { unit: 'week' | 'days' | 'hours'; count: number } {
  if (hours === 168) return { unit: 'week', count: 1 };
  if (hours % 24 === 0) return { unit: 'days', count: hours / 24 };
  return { unit: 'hours', count: hours };
}
