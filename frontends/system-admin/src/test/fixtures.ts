import type { AdminClub, SystemUser } from '@courtside/core';
import type { SystemRole, UserType } from '@courtside/domain';
import * as base from '@courtside/test-support/session-fixtures';

const { nextId } = base;

/** System staff sign in as `<type>@courtside.test`. */
export const userOf = (userType: UserType) => base.userOf(userType, `${userType}@courtside.test`);

/** The console lives on the apex host: a session with no club. */
export const sessionOf = (userType: UserType) =>
  base.sessionOf(userType, { email: `${userType}@courtside.test`, at: null });

export function makeClub(overrides: Partial<AdminClub> = {}): AdminClub {
  return {
    id: nextId('c'),
    name: 'Riverside Tennis Club',
    subdomain: 'riverside',
    logo: null,
    subscription_id: 'sub_riverside_01',
    description: null,
    email: null,
    phone: null,
    website: null,
    address: null,
    timezone: 'Europe/London',
    allow_guest_signup: true,
    join_policy: 'open',
    default_locale: 'en',
    listed: true,
    created_at: '2031-01-01T10:00:00Z',
    user_count: 9,
    event_count: 12,
    ...overrides,
  };
}

export function makeSystemUser(
  userType: SystemRole = 'systemmanager',
  overrides: Partial<SystemUser> = {},
): SystemUser {
  return {
    id: nextId('d'),
    email: `${userType}.${nextId('x').slice(-4)}@courtside.test`,
    name: null,
    user_type: userType,
    created_at: '2031-01-01T10:00:00Z',
    ...overrides,
  };
}
