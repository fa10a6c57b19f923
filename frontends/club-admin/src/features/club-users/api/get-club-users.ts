import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys, type ClubUser } from '@courtside/core';

/** GET /api/club-users: the club's users, ordered by email. */
export async function getClubUsers(): Promise<ClubUser[]> {
  return (await getData<ClubUser[] | null>('/api/club-users')) ?? [];
}

export const clubUsersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.clubUsers.all, queryFn: getClubUsers });

export function useClubUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubUsersQueryOptions(), enabled });
}
