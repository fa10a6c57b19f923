import { api, queryKeys, type EventDraw } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/events/:id/draw/publish: the players see the draw and each is mailed their rounds. */
export async function publishDraw(eventId: string): Promise<EventDraw> {
  return (await api.post<{ data: EventDraw }>(`/api/events/${encodeURIComponent(eventId)}/draw/publish`))
    .data;
}

export function usePublishDraw(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishDraw(eventId),
    onSuccess: (draw) => queryClient.setQueryData(queryKeys.draws.forEvent(eventId), draw),
  });
}
