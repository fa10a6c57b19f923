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

export const SIGNUP_STATUSES = ['confirmed', 'waitlisted'] as const;
export type SignupStatus = (typeof SIGNUP_STATUSES)[number];

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
