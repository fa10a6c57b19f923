import { api, queryKeys, type EventDraw, type MakeDrawInput } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/events/:id/draw: a new draw from the confirmed sign-ups (replaces a draft; 409 once published). */
export async function makeDraw(eventId: string, input: MakeDrawInput): Promise<EventDraw> {
  return (await api.post<{ data: EventDraw }>(`/api/events/${encodeURIComponent(eventId)}/draw`, input)).data;
}

export function useMakeDraw(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MakeDrawInput) => makeDraw(eventId, input),
    onSuccess: (draw) => queryClient.setQueryData(queryKeys.draws.forEvent(eventId), draw),
  });
}
