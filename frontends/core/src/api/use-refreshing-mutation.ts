import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A mutation that, once it succeeded, marks what it changed as stale: every query under each key
 * is fetched again, on screen or not (the member's events list never refetches on mount by itself).
 */
export function useRefreshingMutation<V, R>(
  mutationFn: (variables: V) => Promise<R>,
  changed: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all(changed.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' }))),
  });
}
