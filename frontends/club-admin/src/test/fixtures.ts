import type { Club, ClubSettings, ClubUser, EventSignup } from '@courtside/core';
import { club, nextId } from '@courtside/test-support/session-fixtures';
export { club, makeEvent, sessionOf, userOf } from '@courtside/test-support/session-fixtures';

export function makeClubUser(overrides: Partial<ClubUser> = {}): ClubUser {
  return {
    id: nextId('a'),
    email: `person${nextId('p').slice(-4)}@riverside.test`,
    name: 'Pat Player',
    user_type: 'clubmember',
    created_at: '2031-01-01T10:00:00Z',
    level: null,
    level_set_by_staff: false,
    member_number: null,
    phone: null,
    invited_at: null,
    last_seen_on: null,
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
    offer_expires_at: null,
    waitlist_position: null,
    ...overrides,
  };
}

/** GET /api/club's answer: the session's club with its rating settings. */
export function clubWithRatings(overrides: Partial<Club> = {}): Club {
  return {
    ...club,
    rating_scale: 'knltb',
    self_rating: true,
    waitlist_mode: 'auto',
    show_participants: true,
    public_event_cards: true,
    ...overrides,
  };
}

/**
 * GET /api/club/settings' answer: a running club whose getting-started checklist is hidden, unless
 * a test asks for a new one.
 */
export function makeClubSettings(overrides: Partial<ClubSettings> = {}): ClubSettings {
  return {
    default_locale: 'en',
    rating_scale: 'knltb',
    self_rating: true,
    onboarding_dismissed: true,
    retention_months: null,
    join_policy: 'request',
    waitlist_mode: 'auto',
    quiet_hours: '22:00-08:00',
    offer_open_hours: 2,
    show_participants: true,
    waitlist_priority: 'fifo',
    public_event_cards: true,
    members_invited: false,
    name: club.name,
    logo: null,
    description: null,
    email: null,
    phone: null,
    website: null,
    address: null,
    ...overrides,
  };
}
