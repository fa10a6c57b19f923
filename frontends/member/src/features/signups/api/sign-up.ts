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

/** POST /api/signups: sign oneself up. */
export async function signUp(eventId: string): Promise<CreatedSignup> {
  return (await api.post<{ data: CreatedSignup }>('/api/signups', { event_id: eventId })).data;
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    // The event's counts and my_signup live in the events list; the own list gains a row.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.events.all, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.signups.all }),
      ]),
  });
}
