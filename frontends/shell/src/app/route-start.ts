import { eventPagesQueryOptions, sessionQueryOptions } from '@courtside/core';
import { matchRemotePage } from '@courtside/domain';
import type { QueryClient } from '@tanstack/react-query';
import { pageData } from '@/lib/page-data';
import { remotePageModule } from './remotes/remote-page-module';

/**
 * Starts what the page at `pathname` needs, all at once, before the first render, so that no
 * request waits for another to finish:
 * the session check (the answer the backend wrote into the page when there is one: then no
 * request); on a remote page its code (not only once the guard has the session); on /events,
 * signed in (or, with no answer in the page, when the request carried a session cookie), the
 * events list, through core's query options, so the member remote's own query finds it in the
 * cache (and the browser hands that request the page's preload of it). Nothing here waits for
 * anything else.
 */
export function startRoute(queryClient: QueryClient, pathname: string): void {
  const { check, session } = pageData();
  void queryClient.prefetchQuery(sessionQueryOptions(check));
  const page = matchRemotePage(pathname);
  if (!page) return;
  remotePageModule()
    .then(({ preloadRemotePage }) => preloadRemotePage(page.remote, page.module))
    // A failure shows where the page renders (its error boundary, with "Try again").
    .catch(() => undefined);
  if (page.module === 'EventsPage' && (check ? check.authenticated : session))
    void queryClient.prefetchQuery(eventPagesQueryOptions(''));
}
