import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getData, i18n, queryKeys } from '@courtside/core';
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
      throw new ApiError(i18n.t('clubDetail.fetchFailed', { ns: 'system-admin' }), error.status, error.body);
    }
    throw error;
  }
}

export const clubQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.club(id),
    queryFn: () => getClub(id),
  });

export function useClub(id: string) {
  return useQuery(clubQueryOptions(id));
}
