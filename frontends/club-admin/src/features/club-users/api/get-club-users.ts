import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys, QUERY_TIMING, type ClubUser } from '@courtside/core';

/** GET /api/club-users: the club's users, ordered by email. */
export async function getClubUsers(): Promise<ClubUser[]> {
  return (await getData<ClubUser[] | null>('/api/club-users')) ?? [];
}

/** SPEC.md section 9: the club user list is fresh 5 minutes, kept 10. */
export const clubUsersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.clubUsers.all,
    queryFn: getClubUsers,
    staleTime: QUERY_TIMING.lists.staleTime,
    gcTime: QUERY_TIMING.lists.gcTime,
  });

export function useClubUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubUsersQueryOptions(), enabled });
}
