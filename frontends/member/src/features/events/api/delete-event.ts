import { api, queryKeys, useRefreshingMutation } from '@courtside/core';

/** DELETE /api/events/:id (its sign-ups go too). */
export async function deleteEvent(id: string): Promise<void> {
  await api.delete(`/api/events/${encodeURIComponent(id)}`);
}

export const useDeleteEvent = () =>
  useRefreshingMutation(deleteEvent, [queryKeys.events.all, queryKeys.signups.all]);
