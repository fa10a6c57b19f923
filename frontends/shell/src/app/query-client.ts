import { QUERY_TIMING } from '@courtside/core';
import { QueryClient } from '@tanstack/react-query';

/** The one QueryClient of the product (remotes use it through the shared react-query). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_TIMING.other.staleTime,
        gcTime: QUERY_TIMING.other.gcTime,
        retry: QUERY_TIMING.other.retry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
