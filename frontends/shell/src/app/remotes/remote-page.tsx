import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '@courtside/ui/states';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { loadRemotePage, type RemoteName } from './remote-registry';

/** One lazy component per exposed page; a failed one is dropped so that "Try again" loads afresh. */
const pages = new Map<string, LazyExoticComponent<ComponentType>>();
/** Pages whose download has started (a deep link starts it before the guard has the session). */
const started = new Map<string, Promise<ComponentType>>();

/** Starts downloading an exposed page (once); a failed download is forgotten. */
export function preloadRemotePage(remote: RemoteName, module: string): Promise<ComponentType> {
  const key = `${remote}/${module}`;
  let page = started.get(key);
  if (!page) {
    const pending = loadRemotePage(remote, module);
    pending.catch(() => {
      if (started.get(key) === pending) started.delete(key);
    });
    started.set(key, pending);
    page = pending;
  }
  return page;
}

function lazyPage(key: string, remote: RemoteName, module: string) {
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => ({ default: await preloadRemotePage(remote, module) }));
    pages.set(key, page);
  }
  return page;
}

/** Whether the page (as the backend rendered it) preloads files of `remote`. */
const preloadsRemote = (remote: RemoteName) =>
  document.querySelector(`link[rel="preload"][href^="/remotes/${remote}/"]`) !== null;

/** A page exposed by a remote (its default export, no props), with a spinner and an error state. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const key = `${remote}/${module}`;
  const Page = lazyPage(key, remote, module);
  const retry = () => {
    // A page that preloaded this remote's files starts afresh: a file whose preload
    // failed would fail again without asking the network, and the federation runtime keeps a
    // shared module that failed to load failed. Everything else comes from the browser's cache.
    if (preloadsRemote(remote)) return window.location.reload();
    pages.delete(key);
    started.delete(key);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary key={`${key}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
