import type { AuthUser, PublicClub } from '@courtside/core';
import type { UserType } from '@courtside/domain';
import * as base from '@courtside/test-support/session-fixtures';
import type { Reply } from './fetch-mock';

export const riverside: PublicClub = { ...base.club, logo: 'https://cdn.example.test/riverside.png' };

/** A user as the session check returns it; permissions are the server's grant for the type. */
export const userOf = (userType: UserType, email = `${userType}@riverside.test`): AuthUser =>
  base.userOf(userType, email);

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
