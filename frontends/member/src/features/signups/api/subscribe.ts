import { api, queryKeys, useRefreshingMutation, type Series } from '@courtside/core';

/** POST /api/series/:id/subscription: signed up for every date not yet started, and every later one. */
export async function subscribe(seriesId: string): Promise<Series> {
  return (await api.post<{ data: Series }>(`/api/series/${encodeURIComponent(seriesId)}/subscription`)).data;
}

/** DELETE /api/series/:id/subscription; `cancelFuture` cancels the sign-ups for dates not yet started too. */
export async function unsubscribe({
  seriesId,
  cancelFuture,
}: {
  seriesId: string;
  cancelFuture: boolean;
}): Promise<Series> {
  const query = cancelFuture ? '?cancel_future=true' : '';
  return (
    await api.delete<{ data: Series }>(`/api/series/${encodeURIComponent(seriesId)}/subscription${query}`)
  ).data;
}

/** Every date's counts and the caller's places change, and the series' `subscribed`. */
const changed = [queryKeys.events.all, queryKeys.signups.all, queryKeys.series.all];

export const useSubscribe = () => useRefreshingMutation(subscribe, changed);
export const useUnsubscribe = () => useRefreshingMutation(unsubscribe, changed);
