import { api, queryKeys, useRefreshingMutation, type ClubUser } from '@courtside/core';
import type { ClubRole } from '@courtside/domain';

export interface ClubUserInput {
  email: string;
  name: string | null;
  user_type: ClubRole;
  /** On the club's scale; null clears it. Left out, the level stays as it is (and whose it is). */
  level?: number | null;
}

/** POST /api/club-users (409 'User already exists in this club'). */
export async function createClubUser(input: ClubUserInput): Promise<ClubUser> {
  return (await api.post<{ data: ClubUser }>('/api/club-users', input)).data;
}

export const useCreateClubUser = () => useRefreshingMutation(createClubUser, [queryKeys.clubUsers.all]);
