export const EVENT_TYPES = ['mixin', 'tournament', 'training', 'social', 'meeting', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  mixin: 'Mix-in',
  tournament: 'Tournament',
  training: 'Training',
  social: 'Social',
  meeting: 'Meeting',
  other: 'Other',
};

export const RECURRING_PATTERNS = ['none', 'daily', 'weekly', 'monthly'] as const;
export type RecurringPattern = (typeof RECURRING_PATTERNS)[number];

export const RECURRING_PATTERN_LABELS: Record<RecurringPattern, string> = {
  none: 'None',
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

export const DEFAULT_EVENT_TYPE: EventType = 'mixin';
export const DEFAULT_RECURRING_PATTERN: RecurringPattern = 'none';

/** An event (an occurrence of a series, or a one-off) is scheduled, or cancelled with its sign-ups kept. */
export const EVENT_STATUSES = ['scheduled', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** How far an edit or delete of an occurrence of a series reaches (API.md section 8). */
export const EDIT_SCOPES = ['occurrence', 'following', 'series'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

/**
 * A sign-up's status (API.md section 13 and its decisions): `offered` holds a place for its
 * person until `offer_expires_at`; `offer_ended` (declined or expired) is kept only so a late
 * accept answers 409, and is listed and counted nowhere.
 */
export const SIGNUP_STATUSES = ['confirmed', 'waitlisted', 'offered', 'offer_ended'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

/** Whether an event takes sign-ups now (API.md section 13): before, inside or after its window. */
export const SIGNUP_STATES = ['not_open', 'open', 'closed'] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];

/**
 * Bounds of the sign-up window fields: a series' offsets are hours before each date (up to two
 * decimals, so "Sunday 20:00 before a Tuesday 19:30" is 47.5); the cut-off is whole hours.
 */
export const SIGNUP_WINDOW_LIMITS = { offsetHoursMax: 720, cutoffHoursMax: 168 } as const;

/**
 * What became of a person's place on an event (API.md section 14): `late_cancel` is a confirmed
 * person's own cancellation after the cut-off; the rest come with check-in.
 */
export const ATTENDANCE_STATUSES = ['present', 'absent', 'no_show', 'late_cancel'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

export function isRecurringPattern(value: unknown): value is RecurringPattern {
  return typeof value === 'string' && (RECURRING_PATTERNS as readonly string[]).includes(value);
}

/** SPEC.md section 1: an unknown type is displayed as 'Other'. */
export function eventTypeLabel(value: string | null | undefined): string {
  return isEventType(value) ? EVENT_TYPE_LABELS[value] : EVENT_TYPE_LABELS.other;
}

/** Events per page of the list: enough for a week or two of a busy club, few enough to scroll on a phone. */
export const EVENTS_PAGE_SIZE = 30;

/**
 * GET /api/events: one page of the upcoming events matching `q` (searched on the server). Here,
 * not in the frontends only: the backend preloads the first page in the page it serves for
 * /events, and the browser hands it to the page's own request only when the two URLs are the same.
 */
export function eventsPath(q: string, cursor: string | null = null): string {
  const params = new URLSearchParams({ limit: String(EVENTS_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return `/api/events?${params}`;
}

/**
 * GET /api/me/subscriptions: the caller's standing sign-ups. Read by /events and My Sign-ups,
 * both of which the backend preloads it for (libs/domain's route table): one URL for both sides.
 */
export const MY_SUBSCRIPTIONS_PATH = '/api/me/subscriptions';

/**
 * The order a sign-up window keeps (API.md section 13): `opens < closes <= end`, and an opening
 * before the end when there is no closing. Wall-clock texts of one format compare as strings.
 * Returns the message of each field out of order; empty when the window holds.
 */
export function signupWindowErrors(window: {
  signup_opens_at: string | null;
  signup_closes_at: string | null;
  end_time: string;
}): Partial<Record<'signup_opens_at' | 'signup_closes_at', string>> {
  const { signup_opens_at: opens, signup_closes_at: closes, end_time: end } = window;
  if (opens !== null && closes !== null && opens >= closes)
    return { signup_closes_at: WINDOW_TEXT.opensAfterCloses };
  if (closes !== null && closes > end) return { signup_closes_at: WINDOW_TEXT.closesAfterEnd };
  if (opens !== null && opens >= end) return { signup_opens_at: WINDOW_TEXT.opensAfterEnd };
  return {};
}

/**
 * A series' offsets keep the same order: sign-ups open more hours before each date than they
 * close. Returns the message for `signup_closes_hours_before` when they do not.
 */
export function signupOffsetErrors(offsets: {
  signup_opens_hours_before: number | null;
  signup_closes_hours_before: number | null;
}): Partial<Record<'signup_closes_hours_before', string>> {
  const { signup_opens_hours_before: opens, signup_closes_hours_before: closes } = offsets;
  if (opens !== null && closes !== null && opens <= closes)
    return { signup_closes_hours_before: WINDOW_TEXT.offsetsOrder };
  return {};
}

// The texts of VALIDATION (messages.ts, which imports this file) for the checks above.
export const WINDOW_TEXT = {
  opensAfterCloses: 'Sign-ups must open before they close',
  closesAfterEnd: 'Sign-ups must close by the end of the event',
  opensAfterEnd: 'Sign-ups must open before the event ends',
  offsetsOrder: 'Sign-ups must open more hours before each date than they close',
} as const;

/** A window offset: hours from 0 to the limit, with at most two decimals. */
export function isSignupOffset(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= SIGNUP_WINDOW_LIMITS.offsetHoursMax &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  );
}
