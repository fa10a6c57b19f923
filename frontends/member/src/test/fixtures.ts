import type { ClubEvent, OwnSignup, Subscription } from '@courtside/core';
import type { ApiAnswer } from '@courtside/test-support/mock-api';
import { eventsPath } from '@/features/events/api/get-event-pages';
import { nextId } from '@courtside/test-support/session-fixtures';
export { club, makeEvent, sessionOf, userOf } from '@courtside/test-support/session-fixtures';

export function makeSignup(overrides: Partial<OwnSignup> = {}): OwnSignup {
  return {
    id: nextId('s'),
    event_id: nextId('e'),
    event_name: 'Wednesday Evening Mix-in',
    event_type: 'mixin',
    event_description: 'Social doubles for all levels',
    start_time: '2031-06-04T18:30:00',
    end_time: '2031-06-04T20:30:00',
    location: 'Courts 1-4',
    status: 'confirmed',
    signup_time: '2031-05-01T09:00:00Z',
    series_id: null,
    event_status: 'scheduled',
    cancel_cutoff_at: null,
    offer_expires_at: null,
    waitlist_position: null,
    ...overrides,
  };
}

/** The route of the events list's first page (of a search for `q`). */
export const eventsRoute = (q = '', cursor: string | null = null) => `GET ${eventsPath(q, cursor)}`;

/** A page of the events list: these events, the next page's cursor and the total over all pages. */
export function eventsAnswer(
  events: ClubEvent[],
  { next_cursor = null, total = events.length }: { next_cursor?: string | null; total?: number } = {},
): ApiAnswer {
  return { body: { data: events, next_cursor, total } };
}

export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    series_id: nextId('f'),
    name: 'Wednesday Evening Mix-in',
    event_type: 'mixin',
    location: 'Courts 1-4',
    rule: 'FREQ=WEEKLY;BYDAY=WE',
    until: null,
    recurring_pattern: 'weekly',
    start_local_time: '19:00',
    summary: 'Every Wednesday at 19:00',
    next_start: '2031-06-04T19:00:00',
    subscribed_at: '2031-05-01T09:00:00Z',
    ...overrides,
  };
}
