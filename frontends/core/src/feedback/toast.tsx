import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createStore } from './store';

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
  store.add({ id, kind, message });
  setTimeout(() => store.remove((t) => t.id === id), TOAST_MS);
}

/** Any app may raise a toast; the host's <Toaster/> shows it (top centre, SPEC.md section 9). */
export const toast = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
};

/** The toast region: labelled 'Notifications', reachable with Alt+T. */
export function Toaster() {
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
    <section ref={region} className="cs-toaster" aria-label="Notifications" tabIndex={-1} aria-live="polite">
      {toasts.map((t) => (
        <div
          key={t.id}
          className={`cs-toast cs-toast--${t.kind}`}
          role={t.kind === 'error' ? 'alert' : 'status'}
        >
          <span aria-hidden="true" className="cs-toast__icon">
            {t.kind === 'success' ? '✓' : '!'}
          </span>
          <span>{t.message}</span>
          <button
            type="button"
            className="cs-toast__close"
            aria-label="Dismiss notification"
            onClick={() => store.remove((x) => x.id === t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
