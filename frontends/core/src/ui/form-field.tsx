import type { ReactNode } from 'react';

export interface FieldControlProps {
  id: string;
  name: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

interface FormFieldProps {
  name: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  /** Right-aligned under the control (a character counter). */
  aside?: ReactNode;
  children(control: FieldControlProps): ReactNode;
}

/** A labelled control with its hint and its error, tied together for assistive technology. */
export function FormField({ name, label, required = false, error, hint, aside, children }: FormFieldProps) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'cs-field cs-field--invalid' : 'cs-field'}>
      <label className="cs-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="cs-field__required" aria-hidden>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        name,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {/* Always rendered: an error appearing on blur must not move the Save button under the pointer. */}
      <div className="cs-field__below">
        <div>
          {error ? (
            <p id={errorId} className="cs-field__error">
              {error}
            </p>
          ) : null}
          {hint ? (
            <p id={hintId} className="cs-field__hint">
              {hint}
            </p>
          ) : null}
        </div>
        {aside}
      </div>
    </div>
  );
}
