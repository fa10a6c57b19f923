import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@courtside/core';

/** DELETE /api/admin/clubs/:id: the club's memberships, events, sign-ups and sessions go too. */
export async function deleteClub(id: string): Promise<void> {
  await api.delete(`/api/admin/clubs/${encodeURIComponent(id)}`);
}

export function useDeleteClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClub,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.admin.club(id) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.clubs });
    },
  });
}
