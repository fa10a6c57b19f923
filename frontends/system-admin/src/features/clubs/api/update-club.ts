import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@courtside/core';
import type { AdminClub, ClubInput } from '../types';

/** PUT /api/admin/clubs/:id; 409 'Subdomain already taken'. */
export async function updateClub({ id, input }: { id: string; input: ClubInput }): Promise<AdminClub> {
  return (await api.put<{ data: AdminClub }>(`/api/admin/clubs/${encodeURIComponent(id)}`, input)).data;
}

export function useUpdateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClub,
    onSuccess: (club) => {
      queryClient.setQueryData(queryKeys.admin.club(club.id), club);
      // The list key is a prefix of every club's key: this refreshes the list and the detail.
      return queryClient.invalidateQueries({ queryKey: queryKeys.admin.clubs });
    },
  });
}
