import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  api,
  queryKeys,
  useAuth,
  type OwnSignup,
  type OwnSignupsPage,
  useNextPage,
  walkPages,
  type PagedList,
} from '@courtside/core';

/**
 * GET /api/signups: the caller's own sign-ups, upcoming events first, then the last 90 days;
 * older ones page by page with `scope=past` and the cursor.
 */
export const mySignupsPath = (cursor: string | null = null) =>
  cursor ? `/api/signups?${new URLSearchParams({ scope: 'past', cursor })}` : '/api/signups';

const readPage = (cursor: string | null) => api.get<Partial<OwnSignupsPage>>(mySignupsPath(cursor));

export type MySignups = PagedList<OwnSignup>;

export const mySignupsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.signups.mine, queryFn: walkPages(readPage) });

/**
 * Fetched once auth has loaded and someone is signed in (SPEC.md section 6). Guests too: staff
 * may have signed them up, and they may cancel.
 */
export function useMySignups() {
  const { user, isLoading } = useAuth();
  return useQuery({ ...mySignupsQueryOptions(), enabled: !isLoading && Boolean(user) });
}

/** 'Show older': the next page back in time. */
export const useOlderSignups = () => useNextPage(queryKeys.signups.mine, readPage);
