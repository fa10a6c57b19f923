import { cachedSince, onCachedSince } from '@courtside/core';

/** The event Chromium fires when the page may be installed (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The installable app's part of the first load, kept small (the shell's budget): the service
 * worker is registered once the page has loaded, so it takes nothing from the first screen; the
 * install hint and the offline note are a chunk of their own, fetched only when one is to show.
 */
export function startAppInstall(): void {
  const show = () => import(/* webpackChunkName: "app-install" */ './app-install-bar');
  if ('serviceWorker' in navigator) {
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else addEventListener('load', register, { once: true });
  }
  addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini bar is replaced by the hint, which asks only when tapped (and not
    // at all once dismissed: the chunk knows).
    event.preventDefault();
    void show().then((bar) => bar.offerInstall(event as InstallPromptEvent));
  });
  // iOS Safari installs only through Share: the chunk decides whether to show its steps.
  if (/iP(hone|ad|od)/.test(navigator.userAgent)) void show().then((bar) => bar.offerInstall(null));
  const offline = () => {
    if (cachedSince()) void show().then((bar) => bar.showCachedSince());
  };
  onCachedSince(offline);
  offline();
}
