import { cachedSince, dateTimeFormat, intlLocale, onCachedSince, registerCatalogue } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { Suspense, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import en from '@/locales/install.en.json';
import type { InstallPromptEvent } from './start-app-install';

/** Where a dismissed install hint is remembered (on this device only). */
export const HINT_DISMISSED_KEY = 'courtside.installHintDismissed';

/** iOS Safari, not yet opened from the home screen: it installs only through Share. */
export const isIosSafari = () =>
  /iP(hone|ad|od)/.test(navigator.userAgent) &&
  !/CriOS|FxiOS|EdgiOS/.test(navigator.userAgent) &&
  !(navigator as { standalone?: boolean }).standalone;

const dismissed = () => {
  try {
    return localStorage.getItem(HINT_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

registerCatalogue(
  'shell-install',
  en,
  () => import(/* webpackChunkName: "shell-install-nl" */ '@/locales/install.nl.json'),
);

/**
 * The install hint (Chromium's install prompt behind an Install button; on iOS Safari the Share
 * steps) and the offline note ("as of" the time the data on screen was fetched), in a small root
 * of their own at the bottom of the page, outside the shell's tree: the shell's first load carries
 * none of it (start-app-install.ts loads this file only when something is to show).
 */
type Offer = { prompt: InstallPromptEvent | null } | null;
let offer: Offer = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const stop = onCachedSince(listener);
  return () => {
    listeners.delete(listener);
    stop();
  };
};

let mounted = false;
function mount(): void {
  if (mounted) return;
  mounted = true;
  const host = document.createElement('div');
  host.id = 'courtside-app-install';
  document.body.append(host);
  createRoot(host).render(
    <Suspense fallback={null}>
      <AppInstallBar />
    </Suspense>,
  );
}

/** Offers to install: Chromium's prompt event, or null for iOS Safari's Share steps. */
export function offerInstall(prompt: InstallPromptEvent | null): void {
  if (dismissed() || (!prompt && !isIosSafari())) return;
  offer = { prompt };
  emit();
  mount();
}

/** Shows the offline note while answers on screen came from the offline cache. */
export function showCachedSince(): void {
  mount();
}

function dismiss(): void {
  try {
    localStorage.setItem(HINT_DISMISSED_KEY, '1');
  } catch {
    // Private mode without storage: dismissed for this page only.
  }
  offer = null;
  emit();
}

const asOf = (at: string) =>
  dateTimeFormat(intlLocale(), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));

export function AppInstallBar() {
  const { t } = useTranslation('shell-install');
  const current = useSyncExternalStore(subscribe, () => offer);
  const since = useSyncExternalStore(subscribe, cachedSince);
  const [busy, setBusy] = useState(false);
  const bar = useRef<HTMLElement>(null);
  const shown = Boolean(current || since);
  // The page's room below its end follows the bar's height (styles.css).
  useLayoutEffect(() => {
    const element = bar.current;
    const root = document.documentElement.style;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      root.setProperty('--cs-app-install-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--cs-app-install-height');
    };
  }, [shown]);
  if (!shown) return null;

  const install = async () => {
    const prompt = current?.prompt;
    if (!prompt) return;
    setBusy(true);
    await prompt.prompt().catch(() => undefined);
    const choice = await prompt.userChoice.catch(() => null);
    setBusy(false);
    // The prompt can be shown once; accepted or not, the hint has done its work.
    if (choice?.outcome === 'accepted') dismiss();
    else {
      offer = null;
      emit();
    }
  };

  return (
    <aside ref={bar} className="cs-app-install" aria-label={t('region')}>
      {since ? (
        <div className="cs-app-install__card cs-app-install__card--offline" role="status">
          <p className="cs-app-install__text">{t('offline', { time: asOf(since) })}</p>
        </div>
      ) : null}
      {current ? (
        <div className="cs-app-install__card" data-testid="install-hint">
          <div className="cs-app-install__text">
            {current.prompt ? (
              <p>{t('install.text')}</p>
            ) : (
              <>
                <p>{t('install.ios')}</p>
                <p>{t('install.iosPush')}</p>
              </>
            )}
          </div>
          <div className="cs-app-install__actions">
            <Button size="sm" variant="ghost" onClick={dismiss}>
              {t('install.dismiss')}
            </Button>
            {current.prompt ? (
              <Button size="sm" variant="default" onClick={() => void install()} disabled={busy}>
                {t('install.button')}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </aside>
  );
}
