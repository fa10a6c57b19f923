import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys, type ClubEvent } from '@courtside/core';

/** GET /api/events: the club's upcoming events, each with the caller's own sign-up. */
export async function getEvents(): Promise<ClubEvent[]> {
  return (await getData<ClubEvent[] | null>('/api/events')) ?? [];
}

/** SPEC.md section 7: no refetch on mount (mutations refetch it); timings are the host's defaults. */
export const eventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.events.list(), queryFn: getEvents, refetchOnMount: false });

export function useEvents() {
  return useQuery(eventsQueryOptions());
}
