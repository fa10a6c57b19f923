import type { ClubRole, UserType } from '@courtside/domain';
import { SessionsService } from '../../src/common/auth/sessions.service';
import { createClubUser, type TestClub, type TestUser } from './factories';
import type { HttpClient } from './http-client';
import type { TestApp } from './test-app';

/**
 * Signs a client in without the mail round trip, through the same SessionsService the login
 * uses. For tests that need many signed-in people; the login itself is tested by mail in
 * auth-*.api-spec.ts.
 */
export async function signIn(
  t: TestApp,
  client: HttpClient,
  who:
    // userType null: a pending joiner's session (a user without a membership at the club).
    | { kind: 'club'; userId: string; clubId: string; userType: UserType | null }
    | { kind: 'system'; systemUserId: string; userType: UserType },
): Promise<HttpClient> {
  const sessions = t.app.get(SessionsService);
  const owner =
    who.kind === 'club'
      ? { kind: 'club' as const, userId: who.userId, clubId: who.clubId }
      : { kind: 'system' as const, systemUserId: who.systemUserId };
  const { secret } = await sessions.create(owner, who.userType);
  client.cookies.set(sessions.cookieName, secret);
  return client;
}

/** A signed-in browser of someone new at `club` with `role`. */
export async function browserAs(
  t: TestApp,
  club: TestClub,
  role: ClubRole,
  email?: string,
  name?: string | null,
): Promise<{ user: TestUser; browser: HttpClient }> {
  const user = await createClubUser(t.db, club, role, email, name);
  const browser = await signIn(t, t.client(club.subdomain), {
    kind: 'club',
    userId: user.id,
    clubId: club.id,
    userType: role,
  });
  return { user, browser };
}
