import { Button } from '@courtside/ui/button';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
// The kit's confirm dialog: its look (.cs-confirm) is this dialog's too.
import '@courtside/ui/confirm';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** A line under the label: what the choice does, or why it is not available. */
  hint?: string;
  disabled?: boolean;
}

export interface ChoiceQuestion<V extends string> {
  title: string;
  body: string;
  choices: Choice<V>[];
  /** The choice selected at first (else the first one that is available). */
  initial?: V;
  acceptLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
}

interface Asked<V extends string> extends ChoiceQuestion<V> {
  resolve(value: V | null): void;
}

/**
 * A question with a few answers (which dates of a series; whether to cancel the coming dates
 * too): the kit's confirm dialog with radio buttons. `ask` resolves to the chosen value, or null
 * when the person cancels. Render `dialog` where the asking component is.
 */
export function useChoiceDialog<V extends string>(): {
  ask(question: ChoiceQuestion<V>): Promise<V | null>;
  dialog: ReactNode;
} {
  const [asked, setAsked] = useState<Asked<V> | null>(null);
  const ask = useCallback(
    (question: ChoiceQuestion<V>) => new Promise<V | null>((resolve) => setAsked({ ...question, resolve })),
    [],
  );
  const dialog = asked ? (
    <ChoiceDialog
      question={asked}
      onDone={(value) => {
        setAsked(null);
        asked.resolve(value);
      }}
    />
  ) : null;
  return { ask, dialog };
}

function ChoiceDialog<V extends string>({
  question,
  onDone,
}: {
  question: ChoiceQuestion<V>;
  onDone(value: V | null): void;
}) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [value, setValue] = useState<V | undefined>(
    question.initial ?? question.choices.find((choice) => !choice.disabled)?.value,
  );

  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal?.();
  }, []);

  const settle = (answer: V | null) => {
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
          if (value) settle(value);
        }}
      >
        <h2 id={`${id}-title`} className="cs-confirm__title">
          {question.title}
        </h2>
        <p id={`${id}-body`} className="cs-confirm__body">
          {question.body}
        </p>
        <fieldset className="csm-choices">
          <legend className="cs-visually-hidden">{question.title}</legend>
          {question.choices.map((choice) => (
            <label key={choice.value} className="csm-choice" data-disabled={choice.disabled || undefined}>
              <input
                type="radio"
                name={`${id}-choice`}
                value={choice.value}
                checked={value === choice.value}
                disabled={choice.disabled}
                aria-labelledby={`${id}-${choice.value}-label`}
                aria-describedby={choice.hint ? `${id}-${choice.value}-hint` : undefined}
                onChange={() => setValue(choice.value)}
              />
              <span>
                <span id={`${id}-${choice.value}-label`} className="csm-choice__label">
                  {choice.label}
                </span>
                {choice.hint ? (
                  <span id={`${id}-${choice.value}-hint`} className="csm-choice__hint">
                    {choice.hint}
                  </span>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
        <div className="cs-confirm__actions">
          <Button onClick={() => settle(null)}>{question.cancelLabel ?? t('cancel')}</Button>
          <Button type="submit" variant={question.destructive ? 'destructive' : 'default'} disabled={!value}>
            {question.acceptLabel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
