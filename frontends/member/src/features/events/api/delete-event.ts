import { api, queryKeys, useRefreshingMutation } from '@courtside/core';
import type { EditScope } from '@courtside/domain';

/** DELETE /api/events/:id (its sign-ups go too); for a date of a series, how far the delete reaches. */
export async function deleteEvent({ id, scope }: { id: string; scope?: EditScope }): Promise<void> {
  const query = scope && scope !== 'occurrence' ? `?scope=${scope}` : '';
  await api.delete(`/api/events/${encodeURIComponent(id)}${query}`);
}

export const useDeleteEvent = () =>
  useRefreshingMutation(deleteEvent, [queryKeys.events.all, queryKeys.signups.all, queryKeys.series.all]);
