import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys, type ClubUser } from '@courtside/core';

/** GET /api/club-users/:id (404 when the user is not in this club). */
export function getClubUser(id: string): Promise<ClubUser> {
  return getData<ClubUser>(`/api/club-users/${encodeURIComponent(id)}`);
}

export const clubUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.clubUsers.detail(id), queryFn: () => getClubUser(id) });

export function useClubUser(id: string) {
  return useQuery(clubUserQueryOptions(id));
}
