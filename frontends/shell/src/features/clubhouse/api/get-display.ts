import { getData, queryKeys, type ClubhouseData } from '@courtside/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** How often the clubhouse screen asks again: a draw published or changed shows within this. */
export const DISPLAY_REFRESH_MS = 30_000;

export const displayPath = (token: string) => `/api/display/${encodeURIComponent(token)}`;

/**
 * GET /api/display/<token>: the event, its published draw (null before) and the check-in URL, for
 * the clubhouse screen (API.md section 14, "Kiosk"). No session needed: the token is the key;
 * 404 for a link that was replaced or has expired.
 */
export const displayQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeys.display(token),
    queryFn: () => getData<ClubhouseData>(displayPath(token)),
    // Nobody touches the screen: it asks again by itself, also while the tab is not in front.
    refetchInterval: DISPLAY_REFRESH_MS,
    refetchIntervalInBackground: true,
    staleTime: DISPLAY_REFRESH_MS,
  });

export function useDisplay(token: string) {
  return useQuery(displayQueryOptions(token));
}
