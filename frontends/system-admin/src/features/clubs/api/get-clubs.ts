import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys } from '@courtside/core';
import type { AdminClub } from '../types';

/** GET /api/admin/clubs: every club with its user and event counts (`system:console`). */
export async function getClubs(): Promise<AdminClub[]> {
  return (await getData<AdminClub[] | null>('/api/admin/clubs')) ?? [];
}

export const clubsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.clubs,
    queryFn: getClubs,
  });

export function useClubs() {
  return useQuery(clubsQueryOptions());
}
