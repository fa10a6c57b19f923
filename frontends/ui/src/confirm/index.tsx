import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@courtside/ui/button';
import { pending as store, type Pending } from './ask';

export { confirm, type ConfirmOptions } from './ask';
export { useConfirmedAction, type ConfirmedAction } from './use-confirmed-action';
import '../theme/tokens.css';
import './confirm.css';

/** The host's dialog for confirm(): one question at a time (native <dialog>: focus trapped, Escape cancels). */
export function ConfirmHost() {
  const queue = useSyncExternalStore(store.subscribe, store.get, store.get);
  return queue[0] ? <ConfirmDialog key={queue[0].id} current={queue[0]} /> : null;
}

function ConfirmDialog({ current }: { current: Pending }) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal?.();
  }, [current]);

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
      aria-describedby={current.note ? `${bodyId} ${bodyId}-note` : bodyId}
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
      {current.note ? (
        <p id={`${bodyId}-note`} className="cs-confirm__body cs-confirm__note">
          {current.note}
        </p>
      ) : null}
      <div className="cs-confirm__actions">
        <Button onClick={() => settle(false)}>{current.cancelLabel ?? t('cancel')}</Button>
        <Button
          variant={current.destructive ? 'destructive' : 'default'}
          onClick={() => settle(true)}
          autoFocus
        >
          {current.acceptLabel}
        </Button>
      </div>
    </dialog>
  );
}
