import { ApiError, getData, queryKeys, type CalendarFeed } from '@courtside/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/me/calendar-feed: one's private feed URL (made on the first call); null without a membership (system staff). */
export async function getCalendarFeed(): Promise<CalendarFeed | null> {
  try {
    return await getData<CalendarFeed>('/api/me/calendar-feed');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.calendarFeed, queryFn: getCalendarFeed });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
