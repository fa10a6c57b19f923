import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getData, queryKeys, QUERY_TIMING } from '@courtside/core';
import type { SystemUser } from '../types';

/** GET /api/admin/system-users/:id; 404 'System user not found'. */
export function getSystemUser(id: string): Promise<SystemUser> {
  return getData<SystemUser>(`/api/admin/system-users/${encodeURIComponent(id)}`);
}

const isClientError = (error: Error) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export const systemUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.systemUser(id),
    queryFn: () => getSystemUser(id),
    staleTime: QUERY_TIMING.other.staleTime,
    gcTime: QUERY_TIMING.other.gcTime,
    retry: (failures, error) => failures < QUERY_TIMING.other.retry && !isClientError(error),
  });

export function useSystemUser(id: string) {
  return useQuery(systemUserQueryOptions(id));
}
