import { api, queryKeys, useRefreshingMutation } from '@courtside/core';
import type { SystemUser, SystemUserInput } from '../types';

/** POST /api/admin/system-users; 409 'A system user with this email already exists'. */
export async function createSystemUser(input: SystemUserInput): Promise<SystemUser> {
  return (await api.post<{ data: SystemUser }>('/api/admin/system-users', input)).data;
}

export const useCreateSystemUser = () =>
  useRefreshingMutation(createSystemUser, [queryKeys.admin.systemUsers]);
