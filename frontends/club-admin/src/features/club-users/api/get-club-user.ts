import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getData, queryKeys, QUERY_TIMING, type ClubUser } from '@courtside/core';

/** GET /api/club-users/:id (404 when the user is not in this club). */
export function getClubUser(id: string): Promise<ClubUser> {
  return getData<ClubUser>(`/api/club-users/${encodeURIComponent(id)}`);
}

const isClientError = (error: Error) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export const clubUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.clubUsers.detail(id),
    queryFn: () => getClubUser(id),
    staleTime: QUERY_TIMING.other.staleTime,
    gcTime: QUERY_TIMING.other.gcTime,
    // A 404 is an answer, not a hiccup worth retrying.
    retry: (failures, error) => failures < QUERY_TIMING.other.retry && !isClientError(error),
  });

export function useClubUser(id: string) {
  return useQuery(clubUserQueryOptions(id));
}
