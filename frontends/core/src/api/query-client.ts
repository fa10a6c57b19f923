import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';
import { queryKeys } from './query-keys';

const MINUTE = 60_000;

/** A 4xx is an answer (not found, not allowed), not a hiccup worth asking again. */
export const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * The product's one QueryClient, owned by the host, with SPEC.md's timings (sections 4 and 9) as
 * defaults, so no query spells them out: data is fresh 5 minutes, kept 10, asked for once more
 * after a failure that is not a 4xx, and not refetched on window focus. The session is checked
 * every 5 minutes (not in the background), fresh 4, retried twice unless the answer was 401.
 * `retry: false` is for tests.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
        retry: retry && ((failures, error) => failures < 1 && !isClientError(error)),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  client.setQueryDefaults(queryKeys.session, {
    staleTime: 4 * MINUTE,
    refetchInterval: 5 * MINUTE,
    refetchIntervalInBackground: false,
    retry:
      retry && ((failures, error) => failures < 2 && !(error instanceof ApiError && error.status === 401)),
  });
  return client;
}
