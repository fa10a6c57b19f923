import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api/client';
import { queryKeys } from '../api/query-keys';
import type { SessionCheck } from '../api/types';
import { applyLocale, resolveLocale } from '../i18n/locale';

export const AUTH_FAILED = 'Authentication failed';

async function askServer(): Promise<SessionCheck> {
  try {
    return await apiRequest<SessionCheck>('POST', '/api/auth/verify');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      const body = (error.body ?? {}) as Partial<SessionCheck>;
      return {
        authenticated: false,
        user: null,
        club: body.club ?? null,
        renewed: false,
        error: body.error ?? AUTH_FAILED,
      };
    }
    if (error instanceof ApiError && error.status === 404) {
      // An unknown club subdomain, or club endpoints on the apex: no club, nobody signed in.
      return { authenticated: false, user: null, club: null, renewed: false, error: error.message };
    }
    throw error;
  }
}

/**
 * The session check: a 401 is an answer (signed out, the club still named), not an error; a
 * failed check leaves the user empty and takes the club from the club endpoint. The session also
 * settles the language (the person's choice, the club's default): it is applied before the
 * session is handed to the screens, so they render once, in the right language.
 */
export async function checkSession(): Promise<SessionCheck> {
  return settleSession(await askServer());
}

/** Applies the language a session answer settles, then hands the answer on. */
async function settleSession(session: SessionCheck): Promise<SessionCheck> {
  // A catalogue that cannot be fetched leaves the language as it was: never a failed session.
  await applyLocale(resolveLocale(session)).catch(() => undefined);
  return session;
}

/**
 * The timing and retries of the session are the QueryClient's (core's createQueryClient).
 * `answered`: the server's answer already at hand (the backend writes it into the page it
 * serves), used for this first fetch instead of asking; every later fetch asks.
 */
export const sessionQueryOptions = (answered?: SessionCheck) =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: answered ? () => settleSession(answered) : checkSession,
  });
