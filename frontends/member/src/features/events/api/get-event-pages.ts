import { useQuery } from '@tanstack/react-query';
import { eventPagesQueryOptions, queryKeys, readEventsPage, useNextPage } from '@courtside/core';

// The list's query options are core's: the shell starts the first page of /events itself.
export { EVENTS_PAGE_SIZE, eventsPath, eventPagesQueryOptions, type EventPages } from '@courtside/core';

/** While a new search loads, the previous results stay on screen (filtered there by the caller). */
export function useEventPages(q: string) {
  return useQuery({ ...eventPagesQueryOptions(q), placeholderData: (previous) => previous });
}

/** 'Show more': the page after the last one shown. */
export const useMoreEvents = (q: string) => useNextPage(queryKeys.events.pages(q), readEventsPage(q));
