import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys, type ClubEvent, type EventInput } from '@courtside/core';

/** PUT /api/events/:id with the id in the body too (SPEC.md section 7). */
export async function updateEvent({ id, input }: { id: string; input: EventInput }): Promise<ClubEvent> {
  return (await api.put<{ data: ClubEvent }>(`/api/events/${encodeURIComponent(id)}`, { id, ...input })).data;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    // A larger capacity confirms waitlisted people, so sign-up lists change too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.events.all, refetchType: 'all' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.signups.all }),
      ]),
  });
}
