import { api, queryKeys, useRefreshingMutation, type ClubEvent } from '@courtside/core';

/**
 * POST /api/events/:id/cancel: the date is called off, with the reason members see (none when
 * empty); its sign-ups stay, nobody can sign up.
 */
export async function cancelEvent({ id, reason }: { id: string; reason: string }): Promise<ClubEvent> {
  return (
    await api.post<{ data: ClubEvent }>(`/api/events/${encodeURIComponent(id)}/cancel`, {
      reason: reason || null,
    })
  ).data;
}

/** POST /api/events/:id/reinstate: on again, with the sign-ups it kept. */
export async function reinstateEvent(id: string): Promise<ClubEvent> {
  return (await api.post<{ data: ClubEvent }>(`/api/events/${encodeURIComponent(id)}/reinstate`)).data;
}

/** Own sign-up lists show the status of their dates too. */
export const useCancelEvent = () =>
  useRefreshingMutation(cancelEvent, [queryKeys.events.all, queryKeys.signups.all]);
export const useReinstateEvent = () =>
  useRefreshingMutation(reinstateEvent, [queryKeys.events.all, queryKeys.signups.all]);
