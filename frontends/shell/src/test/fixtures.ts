import type { AuthUser, PublicClub } from '@courtside/core';
import { permissionsFor, type UserType } from '@courtside/domain';
import type { Reply } from './fetch-mock';

export const riverside: PublicClub = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Riverside Tennis Club',
  subdomain: 'riverside',
  logo: 'https://cdn.example.test/riverside.png',
  description: null,
  email: null,
  phone: null,
  website: null,
  address: null,
  timezone: 'Europe/London',
  allow_guest_signup: true,
};

/** A user as the session check returns it; permissions are the server's grant for the type. */
export function userOf(userType: UserType, email = `${userType}@riverside.test`): AuthUser {
  const id = 'u0000000-0000-4000-8000-000000000001';
  return { id, userId: id, email, name: null, user_type: userType, permissions: permissionsFor(userType) };
}

/** POST /api/auth/verify answers. */
export const session = {
  signedIn: (user: AuthUser, club: PublicClub | null = riverside): Reply => ({
    body: { authenticated: true, user, club, renewed: false },
  }),
  signedOut: (club: PublicClub | null = riverside): Reply => ({
    status: 401,
    body: { authenticated: false, user: null, club, renewed: false, error: 'Authentication required' },
  }),
  /** The apex host (or an unknown subdomain): no club. */
  apex: (): Reply => ({
    status: 404,
    body: { statusCode: 404, error: 'Not Found', message: 'Club not found' },
  }),
};
