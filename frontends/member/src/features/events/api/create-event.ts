import { api, queryKeys, useRefreshingMutation, type ClubEvent, type EventInput } from '@courtside/core';

/** POST /api/events. */
export async function createEvent(input: EventInput): Promise<ClubEvent> {
  return (await api.post<{ data: ClubEvent }>('/api/events', input)).data;
}

export const useCreateEvent = () => useRefreshingMutation(createEvent, [queryKeys.events.all]);
