import { cachedSince, onCachedSince } from '@courtside/core';

/** The event Chromium fires when the page may be installed (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Set on this device's first page load: the install hint waits for a later one. */
export const SEEN_KEY = 'courtside.seen';

/** Whether this device loaded a page of the club before this one (and remembers this one). */
function seenBefore(): boolean {
  try {
    // Read, else written (the assignment's value is truthy, so the answer is false).
    return !!localStorage[SEEN_KEY] || !(localStorage[SEEN_KEY] = '1');
  } catch {
    // No storage (private mode): every load is a first one, and the hint never shows.
    return false;
  }
}

/**
 * The installable app's part of the first load, kept small (the shell's budget): the service
 * worker is registered once the loaded page is idle, so it takes nothing from the first screen; the
 * install hint and the offline note are a chunk of their own, fetched only when one is to show.
 * The hint is not offered on a device's first page: someone who has just arrived is asked for
 * nothing before they have seen the club, and that first screen loads none of its code.
 */
export function startAppInstall(): void {
  const show = () => import(/* webpackChunkName: "app-install" */ './app-install-bar');
  const returning = seenBefore();
  const offer = (prompt: InstallPromptEvent | null) =>
    returning && void show().then((bar) => bar.offerInstall(prompt));
  // Once the loaded page is idle: the worker's install (the shell's precache) then takes no core
  // or bandwidth from the first screen. Safari has no requestIdleCallback: the next task. (No
  // serviceWorker at all, as on an insecure page: nothing to register.)
  const register = () =>
    void (navigator.serviceWorker as ServiceWorkerContainer | undefined)
      ?.register('/sw.js')
      .catch(() => undefined);
  const idle = () => ('requestIdleCallback' in self ? requestIdleCallback : setTimeout)(register);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle);
  addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini bar is replaced by the hint, which asks only when tapped (and not
    // at all once dismissed: the chunk knows).
    event.preventDefault();
    offer(event as InstallPromptEvent);
  });
  // iOS Safari installs only through Share: the chunk decides whether to show its steps.
  if (/iP(hone|ad|od)/.test(navigator.userAgent)) offer(null);
  const offline = () => {
    if (cachedSince()) void show().then((bar) => bar.showCachedSince());
  };
  onCachedSince(offline);
  offline();
}
