import { getData, queryKeys, type UnsubscribeLink } from '@courtside/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const unsubscribePath = (token: string) =>
  `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;

/** GET: what the link would switch off (kind, club, half-hidden address, on now?); changes nothing. 404 for a bad link. */
export const getUnsubscribeLink = (token: string) => getData<UnsubscribeLink>(unsubscribePath(token));

export const unsubscribeLinkQueryOptions = (token: string) =>
  queryOptions({ queryKey: queryKeys.unsubscribe(token), queryFn: () => getUnsubscribeLink(token) });

export function useUnsubscribeLink(token: string | null) {
  return useQuery({ ...unsubscribeLinkQueryOptions(token ?? ''), enabled: Boolean(token) });
}
