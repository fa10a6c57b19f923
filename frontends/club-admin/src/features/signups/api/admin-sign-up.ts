import { api, queryKeys, useRefreshingMutation, type CreatedSignup } from '@courtside/core';

/** POST /api/signups/admin: staff sign another user of the club up. */
export async function adminSignUp(input: { eventId: string; userId: string }): Promise<CreatedSignup> {
  return (
    await api.post<{ data: CreatedSignup }>('/api/signups/admin', {
      event_id: input.eventId,
      user_id: input.userId,
    })
  ).data;
}

/** The event's list gains a row; the counts change (in the member's events list too). */
export const useAdminSignUp = () =>
  useRefreshingMutation(adminSignUp, [queryKeys.signups.all, queryKeys.events.all]);
