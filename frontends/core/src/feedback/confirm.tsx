import { useEffect, useRef, useSyncExternalStore } from 'react';
import { createStore } from './store';

export interface ConfirmOptions {
  title: string;
  body: string;
  acceptLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
}

interface Pending extends ConfirmOptions {
  id: number;
  resolve(accepted: boolean): void;
}

const store = createStore<Pending>();
let nextId = 1;

/** Asks the user; resolves true when they accept. The host's <ConfirmHost/> shows the dialog. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => store.add({ ...options, id: nextId++, resolve }));
}

/** One modal dialog at a time (native <dialog>: focus trapped, Escape cancels). */
export function ConfirmHost() {
  const queue = useSyncExternalStore(store.subscribe, store.get, store.get);
  const current = queue[0];
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (current && el && !el.open) el.showModal?.();
  }, [current]);

  if (!current) return null;
  const settle = (accepted: boolean) => {
    dialog.current?.close?.();
    store.remove((p) => p.id === current.id);
    current.resolve(accepted);
  };
  const titleId = `cs-confirm-title-${current.id}`;
  const bodyId = `cs-confirm-body-${current.id}`;
  return (
    <dialog
      ref={dialog}
      className="cs-confirm"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={(e) => {
        e.preventDefault();
        settle(false);
      }}
    >
      <h2 id={titleId} className="cs-confirm__title">
        {current.title}
      </h2>
      <p id={bodyId} className="cs-confirm__body">
        {current.body}
      </p>
      <div className="cs-confirm__actions">
        <button type="button" className="cs-button cs-button--outline" onClick={() => settle(false)}>
          {current.cancelLabel ?? 'Cancel'}
        </button>
        <button
          type="button"
          className={`cs-button ${current.destructive ? 'cs-button--destructive' : 'cs-button--primary'}`}
          onClick={() => settle(true)}
          autoFocus
        >
          {current.acceptLabel}
        </button>
      </div>
    </dialog>
  );
}
