import { api, type CalendarFeed } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calendarFeedQueryOptions } from './get-calendar-feed';

/** POST /api/me/calendar-feed/rotate: a new feed URL; the old one answers 404 from now on. */
export async function rotateCalendarFeed(): Promise<CalendarFeed> {
  return (await api.post<{ data: CalendarFeed }>('/api/me/calendar-feed/rotate')).data;
}

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryOptions().queryKey, feed),
  });
}
