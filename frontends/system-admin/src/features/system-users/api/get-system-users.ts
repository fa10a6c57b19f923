import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys } from '@courtside/core';
import type { SystemUser } from '../types';

/** GET /api/admin/system-users, ordered by e-mail (`system:admin`). */
export async function getSystemUsers(): Promise<SystemUser[]> {
  return (await getData<SystemUser[] | null>('/api/admin/system-users')) ?? [];
}

export const systemUsersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.systemUsers,
    queryFn: getSystemUsers,
  });

/** Fetched only for those who may read it: a systemmanager would get 403. */
export function useSystemUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...systemUsersQueryOptions(), enabled });
}
