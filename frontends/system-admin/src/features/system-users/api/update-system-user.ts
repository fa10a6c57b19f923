import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@courtside/core';
import type { SystemUser, SystemUserInput } from '../types';

/**
 * PUT /api/admin/system-users/:id; 409 for a taken e-mail or for demoting the last system admin.
 * A new role or e-mail ends that user's sessions.
 */
export async function updateSystemUser({
  id,
  input,
}: {
  id: string;
  input: SystemUserInput;
}): Promise<SystemUser> {
  return (await api.put<{ data: SystemUser }>(`/api/admin/system-users/${encodeURIComponent(id)}`, input))
    .data;
}

export function useUpdateSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemUser,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.admin.systemUser(user.id), user);
      // The list key is a prefix of every user's key: this refreshes the list and the detail.
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.systemUsers });
    },
  });
}
