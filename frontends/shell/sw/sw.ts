/// <reference lib="webworker" />
// The service worker (served at /sw.js, scope /): the installable app of API.md section 15. Built by
// the shell's webpack build (workbox's InjectManifest, frontends/shell/webpack.config.js), which
// writes the shell's files into `self.__WB_MANIFEST`. docs/architecture.md ("The service worker")
// says what it caches and why.
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Pages as the server rendered them (with their session check): the shell opens offline. */
const PAGES = 'courtside-pages';
/** The API answers behind the pages that stay readable offline, stamped with their fetch time. */
const DATA = 'courtside-data';
/** The remotes' content-hashed files (never change under one name). */
const REMOTES = 'courtside-remotes';
/** The same name as core's FETCHED_AT_HEADER (frontends/core/src/api/client.ts). */
const FETCHED_AT = 'X-Courtside-Fetched-At';

// The shell's own files. `directoryIndex: ''`: `/` is a page the server renders per request (with
// the session check), never the bare index.html template, which is kept only as the last fallback.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

/** Everything a person's data could be read from: dropped on logout and on any 401. */
async function clearPersonalData(): Promise<void> {
  await Promise.all([caches.delete(DATA), caches.delete(PAGES)]);
}

/** A 401 means the session is gone: what it could read must not stay readable on this device. */
const clearOnUnauthorised: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status === 401) await clearPersonalData();
    return response;
  },
};

/**
 * Only whole, successful answers are kept, each stamped with the time it was fetched; the page
 * shows that time ("as of") when the answer is later served from here.
 */
const stampFetchedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(FETCHED_AT, new Date().toISOString());
    // The body is already decoded here: its coding and length no longer describe it.
    headers.delete('Content-Encoding');
    headers.delete('Content-Length');
    return new Response(await response.blob(), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  },
};

/** Served pages and answers vary on Cookie and Accept-Language; the cache holds one person's. */
const MATCH = { ignoreVary: true };

// The data behind the last-seen event page, My Sign-ups, 'Your courts' and the clubhouse view.
const OFFLINE_DATA = [
  /^\/api\/signups$/,
  /^\/api\/me\/(calendar-feed|subscriptions|reliability)$/,
  /^\/api\/events\/[^/]+$/,
  /^\/api\/events\/[^/]+\/(draw|participants|messages)$/,
  /^\/api\/display\/[^/]+$/,
  /^\/api\/club$/,
];
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && OFFLINE_DATA.some((path) => path.test(url.pathname)),
  new NetworkFirst({
    cacheName: DATA,
    matchOptions: MATCH,
    plugins: [clearOnUnauthorised, stampFetchedAt, new ExpirationPlugin({ maxEntries: 60 })],
  }),
);

/**
 * Logout: this device's push subscription is deleted first (while the session still exists), then
 * the session ends and the cached data goes, whatever the answer.
 */
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname === '/api/auth/logout',
  async ({ request }) => {
    await forgetPushSubscription().catch(() => undefined);
    try {
      return await fetch(request);
    } finally {
      await clearPersonalData();
    }
  },
  'POST',
);

async function forgetPushSubscription(): Promise<void> {
  const subscription = await self.registration.pushManager.getSubscription();
  if (!subscription) return;
  await fetch(`/api/me/push-subscriptions?endpoint=${encodeURIComponent(subscription.endpoint)}`, {
    method: 'DELETE',
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  await subscription.unsubscribe();
}

// Every other API call goes to the network as it is; only its 401 is looked at.
const apiOnly = new NetworkOnly({ plugins: [clearOnUnauthorised] });
for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const)
  registerRoute(({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/'), apiOnly, method);

// The remotes' hashed files, kept as they are used. Nothing is fetched ahead at install: that
// would compete with a first visit's page for the network and the phone's cores while it settles.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && /^\/remotes\/.+\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname),
  new CacheFirst({ cacheName: REMOTES, plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
);

/** Pages the shell renders (not the share cards, sign-in links or the API). */
const APP_PAGE = /^\/(?!api\/|e\/|remotes\/|auth\/|offers\/|unsubscribe|login|join|system-admin)/;
const pages = new NetworkFirst({
  cacheName: PAGES,
  matchOptions: MATCH,
  // A slow network still opens the last page within a few seconds.
  networkTimeoutSeconds: 4,
  plugins: [clearOnUnauthorised, new ExpirationPlugin({ maxEntries: 30 })],
});

/**
 * A navigation is where a waiting new build takes over: from the next request on, the new worker
 * serves (the page itself comes from the network, rendered for the new build).
 */
function newBuildTakesOver(): void {
  self.registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
}

registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && APP_PAGE.test(url.pathname),
  async (options: RouteHandlerCallbackOptions) => {
    newBuildTakesOver();
    try {
      return await pages.handle(options);
    } catch {
      // Offline on a page never opened here: the last page the server rendered (its session
      // check and remotes hold for every page), else the bare shell.
      return (await lastPage()) ?? (await matchPrecache('/index.html')) ?? Response.error();
    }
  },
);

async function lastPage(): Promise<Response | undefined> {
  const cache = await caches.open(PAGES);
  const keys = await cache.keys();
  const last = keys.at(-1);
  return last ? cache.match(last, MATCH) : undefined;
}

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/** A push message's payload (the backend's notification sender). */
interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let payload: PushPayload = {};
  try {
    payload = (event.data?.json() as PushPayload | null) ?? {};
  } catch {
    payload = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Courtside', {
      body: payload.body ?? '',
      tag: payload.tag,
      icon: '/app-icon/192.png',
      badge: '/app-icon/192.png',
      data: { url: payload.url },
    }),
  );
});

/** Only this club's own pages are opened from a notification. */
function notificationTarget(data: unknown): URL {
  const given = (data as { url?: unknown } | null)?.url;
  try {
    const url = new URL(typeof given === 'string' ? given : '/events', self.location.origin);
    if (url.origin === self.location.origin) return url;
  } catch {
    // A malformed URL opens the events.
  }
  return new URL('/events', self.location.origin);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget(event.notification.data);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const same = windows.find((client) => client.url === target.href);
      if (same) return void (await same.focus());
      const any = windows[0];
      if (any) {
        const navigated = await any.navigate(target.href).catch(() => null);
        if (navigated) return void (await navigated.focus());
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
