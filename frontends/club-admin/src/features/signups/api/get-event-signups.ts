import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys, type EventSignup } from '@courtside/core';

/** GET /api/signups/events/:eventId: one event's sign-ups in sign-up order (staff). */
export async function getEventSignups(eventId: string): Promise<EventSignup[]> {
  return (await getData<EventSignup[] | null>(`/api/signups/events/${encodeURIComponent(eventId)}`)) ?? [];
}

export const eventSignupsQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: queryKeys.signups.forEvent(eventId), queryFn: () => getEventSignups(eventId) });

export function useEventSignups(eventId: string) {
  return useQuery(eventSignupsQueryOptions(eventId));
}
