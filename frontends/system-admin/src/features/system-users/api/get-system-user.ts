import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys } from '@courtside/core';
import type { SystemUser } from '../types';

/** GET /api/admin/system-users/:id; 404 'System user not found'. */
export function getSystemUser(id: string): Promise<SystemUser> {
  return getData<SystemUser>(`/api/admin/system-users/${encodeURIComponent(id)}`);
}

export const systemUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.admin.systemUser(id),
    queryFn: () => getSystemUser(id),
  });

export function useSystemUser(id: string) {
  return useQuery(systemUserQueryOptions(id));
}
