import { api, queryKeys, useRefreshingMutation } from '@courtside/core';

/** DELETE /api/signups/:id: cancel one's own sign-up (guests too). */
export async function cancelSignup(signupId: string): Promise<void> {
  await api.delete(`/api/signups/${encodeURIComponent(signupId)}`);
}

export const useCancelSignup = () =>
  useRefreshingMutation(cancelSignup, [queryKeys.events.all, queryKeys.signups.all]);
