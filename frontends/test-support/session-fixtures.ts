import type { AuthUser, ClubEvent, PublicClub, SessionCheck } from '@courtside/core';
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
  join_policy: 'open',
  default_locale: 'en',
};

/** A signed-in user whose session carries the permissions of a user type (as the server sends them). */
export function userOf(userType: UserType, email = `${userType}@example.com`): AuthUser {
  const id = 'u0000000-0000-4000-8000-000000000001';
  return {
    id,
    userId: id,
    email,
    name: null,
    user_type: userType,
    permissions: permissionsFor(userType),
    locale: null,
  };
}

/** The session check's answer for that user, at `at` (null: the apex host, no club). */
export function sessionOf(
  userType: UserType,
  { email, at = club }: { email?: string; at?: PublicClub | null } = {},
) {
  return {
    authenticated: true,
    user: userOf(userType, email),
    club: at,
    renewed: false,
  } satisfies SessionCheck;
}

let seq = 0;
/** A fresh UUID-shaped id, its first letter telling what it is ('e' event, 'a' user, ...). */
export const nextId = (prefix: string) =>
  `${prefix}0000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

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
    series_id: null,
    original_start: null,
    status: 'scheduled',
    cancel_reason: null,
    signup_opens_at: null,
    signup_closes_at: null,
    cancel_cutoff_hours: null,
    cancel_cutoff_at: null,
    signup_state: 'open',
    public_card: true,
    created_at: '2031-01-01T10:00:00Z',
    updated_at: '2031-01-01T10:00:00Z',
    ...overrides,
  };
}
