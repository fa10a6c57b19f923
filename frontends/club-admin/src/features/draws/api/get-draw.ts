import { ApiError, getData, queryKeys, type EventDraw } from '@courtside/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/events/:id/draw (staff: the draft or the published draw); null while none is made. */
export async function getDraw(eventId: string): Promise<EventDraw | null> {
  try {
    return await getData<EventDraw>(`/api/events/${encodeURIComponent(eventId)}/draw`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const drawQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: queryKeys.draws.forEvent(eventId), queryFn: () => getDraw(eventId) });

export function useDraw(eventId: string) {
  return useQuery(drawQueryOptions(eventId));
}
