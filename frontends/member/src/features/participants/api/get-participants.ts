import { getData, queryKeys, type Participants } from '@courtside/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/events/:id/participants: who's coming (names when the caller may see them) and the counts. */
export function getParticipants(eventId: string): Promise<Participants> {
  return getData<Participants>(`/api/events/${encodeURIComponent(eventId)}/participants`);
}

export const participantsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: queryKeys.events.participants(eventId),
    queryFn: () => getParticipants(eventId),
  });

export function useParticipants(eventId: string) {
  return useQuery(participantsQueryOptions(eventId));
}
