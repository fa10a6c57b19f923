import { api, queryKeys, useRefreshingMutation } from '@courtside/core';

/** DELETE /api/signups/admin/:signupId: staff remove any sign-up of the club. */
export async function deleteSignup(signupId: string): Promise<void> {
  await api.delete(`/api/signups/admin/${encodeURIComponent(signupId)}`);
}

/** A freed place confirms the oldest waitlisted sign-up: lists and counts change. */
export const useDeleteSignup = () =>
  useRefreshingMutation(deleteSignup, [queryKeys.signups.all, queryKeys.events.all]);
