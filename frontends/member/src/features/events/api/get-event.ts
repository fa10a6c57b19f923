import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys, type ClubEvent } from '@courtside/core';

/** GET /api/events/:id: one event, also a past one the upcoming list no longer holds. */
export function getEvent(id: string): Promise<ClubEvent> {
  return getData<ClubEvent>(`/api/events/${encodeURIComponent(id)}`);
}

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.events.detail(id), queryFn: () => getEvent(id) });

export function useEvent(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...eventQueryOptions(id), enabled });
}
