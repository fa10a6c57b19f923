import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { createStore } from '../store';
import '../theme/tokens.css';
import './toast.css';

export interface Toast {
  id: number;
  kind: 'success' | 'error';
  message: string;
}

const store = createStore<Toast>();
let nextId = 1;
const TOAST_MS = 4000;

function push(kind: Toast['kind'], message: string) {
  const id = nextId++;
  // One success at a time: a newer one replaces the last, so quick actions do not pile toasts
  // up over the header. Errors stay until dismissed.
  if (kind === 'success') store.replace((t) => t.kind === 'success', { id, kind, message });
  else store.add({ id, kind, message });
  // A failure stays until dismissed: it may need reading twice, or acting on.
  if (kind === 'success') setTimeout(() => store.remove((t) => t.id === id), TOAST_MS);
}

/**
 * Any app may raise a toast; the host's <Toaster/> shows it (top centre, SPEC.md section 9).
 * Success toasts leave after a few seconds, error toasts when dismissed.
 */
export const toast = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
};

/** The toast region: labelled 'Notifications', reachable with Alt+T. */
export function Toaster() {
  const { t } = useTranslation('common');
  const toasts = useSyncExternalStore(store.subscribe, store.get, store.get);
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && (e.key === 't' || e.key === 'T' || e.code === 'KeyT')) {
        e.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <section
      ref={region}
      className="cs-toaster"
      aria-label={t('notifications')}
      tabIndex={-1}
      aria-live="polite"
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          className={`cs-toast cs-toast--${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
        >
          <span className="cs-toast__icon" aria-hidden>
            {item.kind === 'success' ? '✓' : '!'}
          </span>
          <span className="cs-toast__message">{item.message}</span>
          <button
            type="button"
            className="cs-toast__close"
            aria-label={t('dismissNotification')}
            onClick={() => store.remove((x) => x.id === item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
