import { api, type EventDraw, type EventDrawRound } from '@courtside/core';
import { useMutation } from '@tanstack/react-query';

/**
 * PUT /api/events/:id/draw with the rounds that changed (the others stay as they are): the answer
 * is the draw with its metrics and warnings recomputed. Once published, the players whose part
 * changed are mailed.
 */
export async function editDraw(eventId: string, rounds: EventDrawRound[]): Promise<EventDraw> {
  return (await api.put<{ data: EventDraw }>(`/api/events/${encodeURIComponent(eventId)}/draw`, { rounds }))
    .data;
}

/** The caller decides what to do with the answer: a later swap may already be on its way. */
export function useEditDraw(eventId: string) {
  return useMutation({ mutationFn: (rounds: EventDrawRound[]) => editDraw(eventId, rounds) });
}
