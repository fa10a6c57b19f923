import type { ClubSettings, ClubSettingsChange } from '@courtside/core';
import { DEFAULT_QUIET_HOURS, WAITLIST_OFFER_LIMITS } from '@courtside/domain';

/** How a freed place is handed on, and when offers wait or go to everyone (API.md section 13). */
export interface WaitlistValues {
  waitlist_mode: ClubSettings['waitlist_mode'];
  /** Who a freed place goes to first (API.md section 14). */
  waitlist_priority: ClubSettings['waitlist_priority'];
  /** Quiet hours on: offers made in them are mailed at their end. */
  quiet_hours_on: boolean;
  quiet_from: string;
  quiet_to: string;
  /** Text as typed: hours before the start from which a free place goes to everyone waiting. */
  offer_open_hours: string;
}

/** The quiet hours a new club has, offered when they are switched on. */
const [QUIET_FROM, QUIET_TO] = DEFAULT_QUIET_HOURS.split('-');
/** The range the server accepts for offer_open_hours (whole hours). */
export const OFFER_OPEN_HOURS = {
  min: WAITLIST_OFFER_LIMITS.openHoursMin,
  max: WAITLIST_OFFER_LIMITS.openHoursMax,
} as const;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function waitlistValuesOf(saved: ClubSettings): WaitlistValues {
  const [from, to] = saved.quiet_hours?.split('-') ?? [];
  return {
    waitlist_mode: saved.waitlist_mode,
    waitlist_priority: saved.waitlist_priority,
    quiet_hours_on: saved.quiet_hours != null,
    quiet_from: from ?? QUIET_FROM,
    quiet_to: to ?? QUIET_TO,
    offer_open_hours: String(saved.offer_open_hours),
  };
}

/** What to send: only the fields that changed ('HH:mm-HH:mm' or null for the quiet hours). */
export function waitlistChange(values: WaitlistValues, saved: ClubSettings): ClubSettingsChange {
  const change: ClubSettingsChange = {};
  if (values.waitlist_mode !== saved.waitlist_mode) change.waitlist_mode = values.waitlist_mode;
  if (values.waitlist_priority !== saved.waitlist_priority)
    change.waitlist_priority = values.waitlist_priority;
  const quiet = values.quiet_hours_on ? `${values.quiet_from}-${values.quiet_to}` : null;
  if (quiet !== saved.quiet_hours) change.quiet_hours = quiet;
  const open = Number(values.offer_open_hours.trim());
  if (open !== saved.offer_open_hours) change.offer_open_hours = open;
  return change;
}

/** The form's rules, as keys of the club-admin catalogue (settings.waitlist.errors). */
export type WaitlistError = 'timeRequired' | 'timeInvalid' | 'sameTimes' | 'openHours';

export function validateWaitlist(
  values: WaitlistValues,
): Partial<Record<keyof WaitlistValues, WaitlistError>> {
  const errors: Partial<Record<keyof WaitlistValues, WaitlistError>> = {};
  if (values.quiet_hours_on) {
    for (const field of ['quiet_from', 'quiet_to'] as const) {
      if (!values[field]) errors[field] = 'timeRequired';
      else if (!HH_MM.test(values[field])) errors[field] = 'timeInvalid';
    }
    if (!errors.quiet_to && !errors.quiet_from && values.quiet_from === values.quiet_to)
      errors.quiet_to = 'sameTimes';
  }
  const text = values.offer_open_hours.trim();
  const open = Number(text);
  if (!/^\d+$/.test(text) || open < OFFER_OPEN_HOURS.min || open > OFFER_OPEN_HOURS.max)
    errors.offer_open_hours = 'openHours';
  return errors;
}
