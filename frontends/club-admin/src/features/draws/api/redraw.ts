import { api, queryKeys, type EventDraw, type RedrawInput } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

export interface Redraw {
  round: number;
  input: RedrawInput;
}

/**
 * POST /api/events/:id/draw/rounds/:round/regenerate: that round and the later ones drawn again
 * from the sign-ups as they are now; earlier rounds stay exactly as they were.
 */
export async function redraw(eventId: string, { round, input }: Redraw): Promise<EventDraw> {
  return (
    await api.post<{ data: EventDraw }>(
      `/api/events/${encodeURIComponent(eventId)}/draw/rounds/${round}/regenerate`,
      input,
    )
  ).data;
}

export function useRedraw(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Redraw) => redraw(eventId, variables),
    onSuccess: (draw) => queryClient.setQueryData(queryKeys.draws.forEvent(eventId), draw),
  });
}
