import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@courtside/core';
import type { SignupStatus } from '@courtside/domain';

export interface CreatedSignup {
  id: string;
  event_id: string;
  user_id: string;
  /** 'waitlisted' when the event was full. */
  status: SignupStatus;
  signup_time: string;
}

/** POST /api/signups/admin: staff sign another user of the club up. */
export async function adminSignUp(input: { eventId: string; userId: string }): Promise<CreatedSignup> {
  return (
    await api.post<{ data: CreatedSignup }>('/api/signups/admin', {
      event_id: input.eventId,
      user_id: input.userId,
    })
  ).data;
}

export function useAdminSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminSignUp,
    // The event's list gains a row; the counts change (also in the member's events list, which
    // does not refetch on mount: hence 'all').
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.signups.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.events.all, refetchType: 'all' }),
      ]),
  });
}
