import { api, queryKeys, useRefreshingMutation } from '@courtside/core';
import type { AdminClub, CreateClubInput } from '../types';

/** POST /api/admin/clubs; 409 'Subdomain already taken'. */
export async function createClub(input: CreateClubInput): Promise<AdminClub> {
  return (await api.post<{ data: AdminClub }>('/api/admin/clubs', input)).data;
}

export const useCreateClub = () => useRefreshingMutation(createClub, [queryKeys.admin.clubs]);
