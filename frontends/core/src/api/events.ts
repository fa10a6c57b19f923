import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { walkPages, type PagedList } from './paged-list';
import { queryKeys } from './query-keys';
import type { ClubEvent, EventsPage } from './types';

/** Events per page: enough for a week or two of a busy club, few enough to scroll on a phone. */
export const EVENTS_PAGE_SIZE = 30;

/** GET /api/events: one page of the upcoming events matching `q` (searched on the server). */
export function eventsPath(q: string, cursor: string | null = null): string {
  const params = new URLSearchParams({ limit: String(EVENTS_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return `/api/events?${params}`;
}

/** Reads one page of the events matching `q`. */
export const readEventsPage = (q: string) => (cursor: string | null) =>
  api.get<Partial<EventsPage>>(eventsPath(q, cursor));

export type EventPages = PagedList<ClubEvent>;

/**
 * The upcoming events matching `q`, the pages shown so far. SPEC.md section 7: no refetch on
 * mount (mutations refetch it); the other timings are the host's defaults. In core, so that the
 * shell starts the first page of /events while the member remote is still on its way, and the
 * remote's query finds it in the one shared QueryClient.
 */
export const eventPagesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.events.pages(q),
    queryFn: walkPages(readEventsPage(q)),
    refetchOnMount: false,
  });
