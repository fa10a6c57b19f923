import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys, type ClubUser } from '@courtside/core';
import type { ClubRole } from '@courtside/domain';

export interface ClubUserInput {
  email: string;
  name: string | null;
  user_type: ClubRole;
}

/** POST /api/club-users (409 'User already exists in this club'). */
export async function createClubUser(input: ClubUserInput): Promise<ClubUser> {
  return (await api.post<{ data: ClubUser }>('/api/club-users', input)).data;
}

export function useCreateClubUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClubUser,
    // 'all': the list is not on screen while the form is.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.clubUsers.all, refetchType: 'all' }),
  });
}
