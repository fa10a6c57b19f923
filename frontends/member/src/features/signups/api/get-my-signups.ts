import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys, useAuth, type OwnSignup } from '@courtside/core';

/** GET /api/signups: the caller's own sign-ups, upcoming events first. */
export async function getMySignups(): Promise<OwnSignup[]> {
  return (await getData<OwnSignup[] | null>('/api/signups')) ?? [];
}

export const mySignupsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.signups.mine, queryFn: getMySignups });

/**
 * Fetched once auth has loaded and someone is signed in (SPEC.md section 6). Guests too: staff
 * may have signed them up, and they may cancel.
 */
export function useMySignups() {
  const { user, isLoading } = useAuth();
  return useQuery({ ...mySignupsQueryOptions(), enabled: !isLoading && Boolean(user) });
}
