import { api, queryKeys, useRefreshingMutation, type ClubEvent, type EventInput } from '@courtside/core';
import type { EditScope } from '@courtside/domain';

export interface EventUpdate {
  id: string;
  input: EventInput;
  /** For a date of a series: this date (the default), this and the following ones, or all of them. */
  scope?: EditScope;
}

/** PUT /api/events/:id with the id in the body too (SPEC.md section 7). */
export async function updateEvent({ id, input, scope }: EventUpdate): Promise<ClubEvent> {
  const query = scope && scope !== 'occurrence' ? `?scope=${scope}` : '';
  return (
    await api.put<{ data: ClubEvent }>(`/api/events/${encodeURIComponent(id)}${query}`, { id, ...input })
  ).data;
}

/** A larger capacity confirms waitlisted people, so sign-up lists change too; a series may split. */
export const useUpdateEvent = () =>
  useRefreshingMutation(updateEvent, [queryKeys.events.all, queryKeys.signups.all, queryKeys.series.all]);
