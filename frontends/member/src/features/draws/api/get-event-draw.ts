import { ApiError, getData, queryKeys, type EventDraw } from '@courtside/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/events/:id/draw: the published draw (a player gets 404 before); null while there is none. */
export async function getEventDraw(eventId: string): Promise<EventDraw | null> {
  try {
    return await getData<EventDraw>(`/api/events/${encodeURIComponent(eventId)}/draw`);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const eventDrawQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: queryKeys.draws.forEvent(eventId), queryFn: () => getEventDraw(eventId) });

export function useEventDraw(eventId: string) {
  return useQuery(eventDrawQueryOptions(eventId));
}
