import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys, type ClubEvent } from '@courtside/core';

export type EventScope = 'upcoming' | 'past';

/** GET /api/events: upcoming events in start order, or `?scope=past` newest first. */
export async function getEvents(scope: EventScope): Promise<ClubEvent[]> {
  const path = scope === 'past' ? '/api/events?scope=past' : '/api/events';
  return (await getData<ClubEvent[] | null>(path)) ?? [];
}

/** Unlike the member's list it refetches on mount when stale: staff come here for current counts. */
export const eventsQueryOptions = (scope: EventScope = 'upcoming') =>
  queryOptions({ queryKey: queryKeys.events.list(scope), queryFn: () => getEvents(scope) });

export function useEvents(scope: EventScope = 'upcoming') {
  return useQuery(eventsQueryOptions(scope));
}
