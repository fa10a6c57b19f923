import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@courtside/core';

/** DELETE /api/signups/:id: cancel one's own sign-up (guests too). */
export async function cancelSignup(signupId: string): Promise<void> {
  await api.delete(`/api/signups/${encodeURIComponent(signupId)}`);
}

export function useCancelSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSignup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.events.all, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.signups.all }),
      ]),
  });
}
