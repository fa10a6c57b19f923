import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getData, queryKeys, QUERY_TIMING, type ClubEvent } from '@courtside/core';

/** GET /api/events/:id: one event (a past one too), with its counts and capacity. */
export function getEvent(id: string): Promise<ClubEvent> {
  return getData<ClubEvent>(`/api/events/${encodeURIComponent(id)}`);
}

const isClientError = (error: Error) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export const eventQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.events.detail(id),
    queryFn: () => getEvent(id),
    staleTime: QUERY_TIMING.other.staleTime,
    gcTime: QUERY_TIMING.other.gcTime,
    retry: (failures, error) => failures < QUERY_TIMING.other.retry && !isClientError(error),
  });

export function useEvent(id: string) {
  return useQuery(eventQueryOptions(id));
}
