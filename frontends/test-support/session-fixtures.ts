import type { AuthUser, PublicClub, SessionCheck } from '@courtside/core';
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
