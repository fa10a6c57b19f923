import type { ClubEvent, ClubUser, EventSignup } from '@courtside/core';

export { club, sessionOf, userOf } from '@courtside/test-support/session-fixtures';

let seq = 0;
const nextId = (prefix: string) => `${prefix}0000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

export function makeEvent(overrides: Partial<ClubEvent> = {}): ClubEvent {
  return {
    id: nextId('e'),
    name: 'Wednesday Evening Mix-in',
    description: 'Social doubles for all levels',
    event_type: 'mixin',
    start_time: '2031-06-04T18:30:00',
    end_time: '2031-06-04T20:30:00',
    recurring_pattern: 'none',
    location: 'Courts 1-4',
    capacity: null,
    signup_count: 0,
    waitlist_count: 0,
    my_signup: null,
    created_at: '2031-01-01T10:00:00Z',
    updated_at: '2031-01-01T10:00:00Z',
    ...overrides,
  };
}

export function makeClubUser(overrides: Partial<ClubUser> = {}): ClubUser {
  return {
    id: nextId('a'),
    email: `person${seq}@riverside.test`,
    name: 'Pat Player',
    user_type: 'clubmember',
    created_at: '2031-01-01T10:00:00Z',
    ...overrides,
  };
}

export function makeEventSignup(overrides: Partial<EventSignup> = {}): EventSignup {
  return {
    signup_id: nextId('b'),
    event_id: nextId('e'),
    user_id: nextId('a'),
    name: 'Pat Player',
    email: 'pat@riverside.test',
    user_type: 'clubmember',
    status: 'confirmed',
    signup_time: '2031-05-01T09:00:00Z',
    ...overrides,
  };
}
