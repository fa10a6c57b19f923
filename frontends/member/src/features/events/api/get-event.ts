import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getData, queryKeys, type ClubEvent } from '@courtside/core';
import type { EventPages } from './get-event-pages';

/** GET /api/events/:id: one event, also a past one the upcoming list no longer holds. */
export function getEvent(id: string): Promise<ClubEvent> {
  return getData<ClubEvent>(`/api/events/${encodeURIComponent(id)}`);
}

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.events.detail(id), queryFn: () => getEvent(id) });

/** The event as a loaded page of the list has it (the card just clicked), while its own read runs. */
function listed(client: QueryClient, id: string): ClubEvent | undefined {
  for (const [, list] of client.getQueriesData<EventPages>({
    queryKey: queryKeys.events.pages('').slice(0, 2),
  })) {
    const event = list?.items.find((item) => item.id === id);
    if (event) return event;
  }
  return undefined;
}

export function useEvent(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  const client = useQueryClient();
  return useQuery({ ...eventQueryOptions(id), enabled, placeholderData: () => listed(client, id) });
}
