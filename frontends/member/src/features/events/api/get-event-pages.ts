import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeys, type ClubEvent, type EventsPage } from '@courtside/core';
import { useNextPage, walkPages, type PagedList } from '@/lib/paged-list';

/** Events per page: enough for a week or two of a busy club, few enough to scroll on a phone. */
export const EVENTS_PAGE_SIZE = 30;

/** GET /api/events: one page of the upcoming events matching `q` (searched on the server). */
export function eventsPath(q: string, cursor: string | null = null): string {
  const params = new URLSearchParams({ limit: String(EVENTS_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return `/api/events?${params}`;
}

const readPage = (q: string) => (cursor: string | null) =>
  api.get<Partial<EventsPage>>(eventsPath(q, cursor));

export type EventPages = PagedList<ClubEvent>;

/**
 * The upcoming events matching `q`, the pages shown so far. SPEC.md section 7: no refetch on
 * mount (mutations refetch it); the other timings are the host's defaults.
 */
export const eventPagesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.events.pages(q),
    queryFn: walkPages(readPage(q)),
    refetchOnMount: false,
  });

/** While a new search loads, the previous results stay on screen (filtered there by the caller). */
export function useEventPages(q: string) {
  return useQuery({ ...eventPagesQueryOptions(q), placeholderData: (previous) => previous });
}

/** 'Show more': the page after the last one shown. */
export const useMoreEvents = (q: string) => useNextPage(queryKeys.events.pages(q), readPage(q));
