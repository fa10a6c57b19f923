import { api, queryKeys, useRefreshingMutation } from '@courtside/core';

/** DELETE /api/club-users/:id: the membership and the user's sign-ups in this club go. */
export async function deleteClubUser(id: string): Promise<void> {
  await api.delete(`/api/club-users/${encodeURIComponent(id)}`);
}

/** Their places went to the waitlist: sign-up lists and event counts change. */
export const useDeleteClubUser = () =>
  useRefreshingMutation(deleteClubUser, [
    queryKeys.clubUsers.all,
    queryKeys.signups.all,
    queryKeys.events.all,
  ]);
