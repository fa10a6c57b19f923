import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys, type ClubUser } from '@courtside/core';
import type { ClubUserInput } from './create-club-user';

/** PUT /api/club-users/:id; promotion sends the new type with the existing email and name. */
export async function updateClubUser({ id, input }: { id: string; input: ClubUserInput }): Promise<ClubUser> {
  return (await api.put<{ data: ClubUser }>(`/api/club-users/${encodeURIComponent(id)}`, input)).data;
}

export function useUpdateClubUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClubUser,
    // Event sign-up lists show names, e-mails and types too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.clubUsers.all, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.signups.all }),
      ]),
  });
}
