import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys, type ClubEvent, type EventInput } from '@courtside/core';

/** POST /api/events. */
export async function createEvent(input: EventInput): Promise<ClubEvent> {
  return (await api.post<{ data: ClubEvent }>('/api/events', input)).data;
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    // 'all': the list is not on screen while the form is, and it never refetches on mount.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.all, refetchType: 'all' }),
  });
}
