import { queryOptions } from '@tanstack/react-query';
import { api } from './client';
import { walkPages, type PagedList } from './paged-list';
import { queryKeys } from './query-keys';
import type { ClubEvent, EventsPage } from './types';
import { eventsPath } from '@courtside/domain';

export { EVENTS_PAGE_SIZE, eventsPath } from '@courtside/domain';

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
