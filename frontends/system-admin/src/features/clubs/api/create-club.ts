import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@courtside/core';
import type { AdminClub, CreateClubInput } from '../types';

/** POST /api/admin/clubs; 409 'Subdomain already taken'. */
export async function createClub(input: CreateClubInput): Promise<AdminClub> {
  return (await api.post<{ data: AdminClub }>('/api/admin/clubs', input)).data;
}

export function useCreateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClub,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.clubs }),
  });
}
