import { api, queryKeys, useRefreshingMutation, type ClubUser } from '@courtside/core';
import type { ClubUserInput } from './create-club-user';

/** PUT /api/club-users/:id; promotion sends the new type with the existing email and name. */
export async function updateClubUser({ id, input }: { id: string; input: ClubUserInput }): Promise<ClubUser> {
  return (await api.put<{ data: ClubUser }>(`/api/club-users/${encodeURIComponent(id)}`, input)).data;
}

/** Event sign-up lists show names, e-mails and types too. */
export const useUpdateClubUser = () =>
  useRefreshingMutation(updateClubUser, [queryKeys.clubUsers.all, queryKeys.signups.all]);
