import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@courtside/core';

/** DELETE /api/admin/system-users/:id; 409 for the last system admin. */
export async function deleteSystemUser(id: string): Promise<void> {
  await api.delete(`/api/admin/system-users/${encodeURIComponent(id)}`);
}

export function useDeleteSystemUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSystemUser,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.admin.systemUser(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.systemUsers });
    },
  });
}
