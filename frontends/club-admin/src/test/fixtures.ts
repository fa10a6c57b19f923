import type { AuthUser, ClubEvent, ClubUser, EventSignup, PublicClub, SessionCheck } from '@courtside/core';
import { permissionsFor, type UserType } from '@courtside/domain';

export const club: PublicClub = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Riverside Tennis Club',
  subdomain: 'riverside',
  logo: null,
  description: null,
  email: null,
  phone: null,
  website: null,
  address: null,
  timezone: 'Europe/London',
  allow_guest_signup: true,
};

/** A signed-in user whose session carries the permissions of a user type (as the server sends them). */
export function userOf(userType: UserType): AuthUser {
  return {
    id: 'u0000000-0000-4000-8000-000000000001',
    userId: 'u0000000-0000-4000-8000-000000000001',
    email: `${userType}@example.com`,
    name: null,
    user_type: userType,
    permissions: permissionsFor(userType),
  };
}

export function sessionOf(userType: UserType): SessionCheck {
  return { authenticated: true, user: userOf(userType), club, renewed: false };
}

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
