import type { AuthUser, SessionCheck } from '@courtside/core';
import { permissionsFor, type SystemRole, type UserType } from '@courtside/domain';
import type { AdminClub } from '@/features/clubs/types';
import type { SystemUser } from '@/features/system-users/types';

/** A signed-in user whose session carries the permissions of a user type (as the server sends them). */
export function userOf(userType: UserType): AuthUser {
  return {
    id: 'a0000000-0000-4000-8000-000000000001',
    userId: 'a0000000-0000-4000-8000-000000000001',
    email: `${userType}@courtside.test`,
    name: null,
    user_type: userType,
    permissions: permissionsFor(userType),
  };
}

/** The console lives on the apex host: a session with no club. */
export function sessionOf(userType: UserType): SessionCheck {
  return { authenticated: true, user: userOf(userType), club: null, renewed: false };
}

let seq = 0;
const nextId = (prefix: string) => `${prefix}0000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`;

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
    email: `${userType}.${seq}@courtside.test`,
    name: null,
    user_type: userType,
    created_at: '2031-01-01T10:00:00Z',
    ...overrides,
  };
}
