import { fitsTextLimit, LIMITS, textLength } from '@courtside/domain';
import { Button } from '@courtside/ui/button';
import { FormField } from '@courtside/ui/form';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// The kit's confirm dialog: its look (.cs-confirm) is this dialog's too.
import '@courtside/ui/confirm';

interface Asked {
  event: string;
  date: string;
  resolve(answer: { reason: string } | null): void;
}

/**
 * "Cancel this date": SPEC's kind of question, with an optional reason (up to
 * LIMITS.cancelReason characters, several lines) that members see on the event and in the
 * cancellation mail. `ask` resolves to the reason ('' for none), or null when the person keeps
 * the date. Render `dialog` where the asking component is.
 */
export function useCancelDateDialog(): {
  ask(event: string, date: string): Promise<{ reason: string } | null>;
  dialog: ReactNode;
} {
  const [asked, setAsked] = useState<Asked | null>(null);
  const ask = useCallback(
    (event: string, date: string) =>
      new Promise<{ reason: string } | null>((resolve) => setAsked({ event, date, resolve })),
    [],
  );
  const dialog = asked ? (
    <CancelDateDialog
      event={asked.event}
      date={asked.date}
      onDone={(answer) => {
        setAsked(null);
        asked.resolve(answer);
      }}
    />
  ) : null;
  return { ask, dialog };
}

function CancelDateDialog({
  event,
  date,
  onDone,
}: {
  event: string;
  date: string;
  onDone(answer: { reason: string } | null): void;
}) {
  const { t } = useTranslation('member', { keyPrefix: 'cancelDate' });
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [reason, setReason] = useState('');
  const tooLong = !fitsTextLimit(reason.trim(), LIMITS.cancelReason);

  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal?.();
  }, []);

  const settle = (answer: { reason: string } | null) => {
    ref.current?.close?.();
    onDone(answer);
  };
  return (
    <dialog
      ref={ref}
      className="cs-confirm"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(e) => {
        e.preventDefault();
        settle(null);
      }}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          if (!tooLong) settle({ reason: reason.trim() });
        }}
      >
        <h2 id={`${id}-title`} className="cs-confirm__title">
          {t('confirmTitle')}
        </h2>
        <p id={`${id}-body`} className="cs-confirm__body">
          {t('confirmBody', { event, date })}
        </p>
        <FormField
          name="cancel_reason"
          label={t('reasonLabel')}
          hint={t('reasonHint')}
          error={tooLong ? t('reasonTooLong', { max: LIMITS.cancelReason }) : undefined}
          aside={
            <span
              className={tooLong ? 'cs-field__count cs-field__count--over' : 'cs-field__count'}
              aria-hidden
            >
              {textLength(reason.trim())} / {LIMITS.cancelReason}
            </span>
          }
        >
          {(control) => (
            <textarea
              {...control}
              className="cs-input"
              rows={3}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </FormField>
        <div className="cs-confirm__actions">
          <Button onClick={() => settle(null)}>{t('decline')}</Button>
          <Button type="submit" variant="destructive" disabled={tooLong}>
            {t('accept')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
