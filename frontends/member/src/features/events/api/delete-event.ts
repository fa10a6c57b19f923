import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@courtside/core';

/** DELETE /api/events/:id (its sign-ups go too). */
export async function deleteEvent(id: string): Promise<void> {
  await api.delete(`/api/events/${encodeURIComponent(id)}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.events.all, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.signups.all }),
      ]),
  });
}
