import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getData, queryKeys, QUERY_TIMING } from '@courtside/core';
import { TEXT } from '@/texts';
import type { AdminClub } from '../types';

/**
 * GET /api/admin/clubs/:id (`system:admin`). SPEC.md section 7: a non-OK reply gives 'Failed to
 * fetch club details'; a 404 keeps its status, so the page can say 'Club not found.'.
 */
export async function getClub(id: string): Promise<AdminClub> {
  try {
    return await getData<AdminClub>(`/api/admin/clubs/${encodeURIComponent(id)}`);
  } catch (error) {
    if (error instanceof ApiError && error.status > 0 && error.status !== 404) {
      throw new ApiError(TEXT.clubDetail.fetchFailed, error.status, error.body);
    }
    throw error;
  }
}

const isClientError = (error: Error) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export const clubQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.club(id),
    queryFn: () => getClub(id),
    staleTime: QUERY_TIMING.other.staleTime,
    gcTime: QUERY_TIMING.other.gcTime,
    // A 404 is an answer ('Club not found.'), not a hiccup worth retrying.
    retry: (failures, error) => failures < QUERY_TIMING.other.retry && !isClientError(error),
  });

export function useClub(id: string) {
  return useQuery(clubQueryOptions(id));
}
