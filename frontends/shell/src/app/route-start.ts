import { eventPagesQueryOptions, sessionQueryOptions } from '@courtside/core';
import { matchRemotePage } from '@courtside/domain';
import type { QueryClient } from '@tanstack/react-query';
import { pageData } from '@/lib/page-data';
import { remotePageModule } from './remotes/remote-page-module';

/**
 * Starts what the page at `pathname` needs, all at once, before the first render (issue 14):
 * the session check; on a remote page its code (not only once the guard has the session);
 * on /events, when the request carried a session cookie, the events list, through core's query
 * options, so the member remote's own query finds it in the cache. Nothing here waits for
 * anything else.
 */
export function startRoute(queryClient: QueryClient, pathname: string): void {
  void queryClient.prefetchQuery(sessionQueryOptions());
  const page = matchRemotePage(pathname);
  if (!page) return;
  remotePageModule()
    .then(({ preloadRemotePage }) => preloadRemotePage(page.remote, page.module))
    // A failure shows where the page renders (its error boundary, with "Try again").
    .catch(() => undefined);
  if (page.module === 'EventsPage' && pageData().session)
    void queryClient.prefetchQuery(eventPagesQueryOptions(''));
}
