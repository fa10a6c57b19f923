import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@courtside/core';
import type { SystemUser, SystemUserInput } from '../types';

/** POST /api/admin/system-users; 409 'A system user with this email already exists'. */
export async function createSystemUser(input: SystemUserInput): Promise<SystemUser> {
  return (await api.post<{ data: SystemUser }>('/api/admin/system-users', input)).data;
}

export function useCreateSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSystemUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.systemUsers }),
  });
}
