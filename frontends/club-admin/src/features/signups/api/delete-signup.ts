import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@courtside/core';

/** DELETE /api/signups/admin/:signupId: staff remove any sign-up of the club. */
export async function deleteSignup(signupId: string): Promise<void> {
  await api.delete(`/api/signups/admin/${encodeURIComponent(signupId)}`);
}

export function useDeleteSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSignup,
    // A freed place confirms the oldest waitlisted sign-up: lists and counts change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.signups.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.events.all, refetchType: 'all' }),
      ]),
  });
}
