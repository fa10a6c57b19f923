import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys, QUERY_TIMING, type ClubEvent } from '@courtside/core';

/** GET /api/events: the club's upcoming events, each with the caller's own sign-up. */
export async function getEvents(): Promise<ClubEvent[]> {
  return (await getData<ClubEvent[] | null>('/api/events')) ?? [];
}

/** SPEC.md section 7: cached 5 minutes, no refetch on mount or focus (mutations refetch it). */
export const eventsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.events.list(),
    queryFn: getEvents,
    staleTime: QUERY_TIMING.lists.staleTime,
    gcTime: QUERY_TIMING.lists.gcTime,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
