import { useAuth } from '@courtside/core';
import { useState } from 'react';

interface QueryState {
  isPending: boolean;
  fetchStatus: string;
  failureCount: number;
}

/** A query has its first answer (data or error), or is not asking (disabled). */
export const answered = (query: QueryState) => !query.isPending || query.fetchStatus === 'idle';

/**
 * Whether every query has had its first answer (`isAnswered`, `answered` by default): false until
 * then, true from then on. Once shown, a page stays: an errored answer is asked again by each
 * component that mounts to show it, and that refetch must not take the page back to its skeleton
 * (which would unmount them, and so on). Until the session is known, a query waiting for it is
 * idle: not yet an answer.
 */
export function useAnsweredOnce(
  queries: readonly QueryState[],
  isAnswered: (query: QueryState) => boolean = answered,
): boolean {
  const { isLoading: authLoading } = useAuth();
  const [once, setOnce] = useState(false);
  if (!once && !authLoading && queries.every(isAnswered)) setOnce(true);
  return once;
}
