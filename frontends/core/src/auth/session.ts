import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api/client';
import { queryKeys, QUERY_TIMING } from '../api/query-keys';
import type { SessionCheck } from '../api/types';

export const AUTH_FAILED = 'Authentication failed';

/**
 * The session check: a 401 is an answer (signed out, the club still named), not an error; a
 * failed check leaves the user empty and takes the club from the club endpoint.
 */
export async function checkSession(): Promise<SessionCheck> {
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

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: checkSession,
    staleTime: QUERY_TIMING.session.staleTime,
    gcTime: QUERY_TIMING.session.gcTime,
    refetchInterval: QUERY_TIMING.session.refetchInterval,
    refetchIntervalInBackground: false,
    retry: (failures, error) =>
      failures < QUERY_TIMING.session.retries && !(error instanceof ApiError && error.status === 401),
  });
