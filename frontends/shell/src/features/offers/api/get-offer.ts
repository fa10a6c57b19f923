import { getData, queryKeys, type OfferLink } from '@courtside/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const offerPath = (token: string) => `/api/offers/${encodeURIComponent(token)}`;

/**
 * GET: the event an offer mail's link is for, and where the offer stands; changes nothing (mail
 * scanners follow links). No session needed; 404 for a link that is wrong, used or past.
 */
export const getOffer = (token: string) => getData<OfferLink>(offerPath(token));

export const offerQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.offer(token),
    queryFn: () => getOffer(token),
    // The answer is the link's own state: a 404 stays a 404 however often it is asked.
    retry: false,
  });

export function useOffer(token: string) {
  return useQuery(offerQueryOptions(token));
}
