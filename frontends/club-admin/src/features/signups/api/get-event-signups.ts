import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getData, queryKeys, QUERY_TIMING, type EventSignup } from '@courtside/core';

/** GET /api/signups/events/:eventId: one event's sign-ups in sign-up order (staff). */
export async function getEventSignups(eventId: string): Promise<EventSignup[]> {
  return (await getData<EventSignup[] | null>(`/api/signups/events/${encodeURIComponent(eventId)}`)) ?? [];
}

const isClientError = (error: Error) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/** SPEC.md section 9: sign-up lists are cached 5 minutes. */
export const eventSignupsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.signups.forEvent(eventId),
    queryFn: () => getEventSignups(eventId),
    staleTime: QUERY_TIMING.lists.staleTime,
    gcTime: QUERY_TIMING.lists.gcTime,
    retry: (failures, error) => failures < QUERY_TIMING.other.retry && !isClientError(error),
  });

export function useEventSignups(eventId: string) {
  return useQuery(eventSignupsQueryOptions(eventId));
}
