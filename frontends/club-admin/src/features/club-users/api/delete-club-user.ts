import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@courtside/core';

/** DELETE /api/club-users/:id: the membership and the user's sign-ups in this club go. */
export async function deleteClubUser(id: string): Promise<void> {
  await api.delete(`/api/club-users/${encodeURIComponent(id)}`);
}

export function useDeleteClubUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClubUser,
    // Their places went to the waitlist: sign-up lists and event counts change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.clubUsers.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.signups.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.events.all, refetchType: 'all' }),
      ]),
  });
}
