import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, queryKeys, useAuth, type Subscription } from '@courtside/core';
import { MY_SUBSCRIPTIONS_PATH } from '@courtside/domain';

/** GET /api/me/subscriptions: the caller's standing sign-ups ("every date"), oldest first. */
export async function getMySubscriptions(): Promise<Subscription[]> {
  return (await getData<Subscription[] | null>(MY_SUBSCRIPTIONS_PATH)) ?? [];
}

export const mySubscriptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.signups.subscriptions, queryFn: getMySubscriptions });

/** Once someone is signed in; `enabled` false skips it (nobody who may not sign up has any). */
export function useMySubscriptions({ enabled = true }: { enabled?: boolean } = {}) {
  const { user, isLoading } = useAuth();
  return useQuery({ ...mySubscriptionsQueryOptions(), enabled: enabled && !isLoading && Boolean(user) });
}
