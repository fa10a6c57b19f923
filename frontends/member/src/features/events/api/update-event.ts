import { api, queryKeys, useRefreshingMutation, type ClubEvent, type EventInput } from '@courtside/core';

/** PUT /api/events/:id with the id in the body too (SPEC.md section 7). */
export async function updateEvent({ id, input }: { id: string; input: EventInput }): Promise<ClubEvent> {
  return (await api.put<{ data: ClubEvent }>(`/api/events/${encodeURIComponent(id)}`, { id, ...input })).data;
}

/** A larger capacity confirms waitlisted people, so sign-up lists change too. */
export const useUpdateEvent = () =>
  useRefreshingMutation(updateEvent, [queryKeys.events.all, queryKeys.signups.all]);
