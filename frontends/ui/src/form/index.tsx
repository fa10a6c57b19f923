import type { ChangeEvent, ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '@courtside/ui/button';
import { cx } from '../cx';
import '../theme/tokens.css';
import './form.css';

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
    <div className="cs-field">
      <label className="cs-field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="cs-field__required" aria-hidden>
            {' *'}
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

interface ChoiceSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'children'> {
  value: string;
  options: readonly { value: string; label: string }[];
}

/**
 * A native select of known values. A stored value that is not one of them (an older type, say)
 * stays selected as a blank entry, so the form can ask for a real choice instead of hiding it.
 */
export function ChoiceSelect({ value, options, className, ...props }: ChoiceSelectProps) {
  const known = options.some((option) => option.value === value);
  return (
    <select {...props} value={value} className={cx('cs-input', 'cs-select', className)}>
      {known ? null : <option value={value} disabled />}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A native checkbox with its label and an explanation under it. */
export function CheckboxField(props: {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange(e: ChangeEvent<HTMLInputElement>): void;
}) {
  const id = `field-${props.name}`;
  return (
    <div className="cs-check">
      <input
        id={id}
        name={props.name}
        type="checkbox"
        checked={props.checked}
        onChange={props.onChange}
        aria-describedby={props.hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className="cs-field__label">
          {props.label}
        </label>
        {props.hint ? (
          <p id={`${id}-hint`} className="cs-field__hint">
            {props.hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** Fields side by side from 640px (two or three a row). */
export function FormRow({ columns = 2, children }: { columns?: 2 | 3; children: ReactNode }) {
  return <div className={`cs-form-row cs-form-row--${columns}`}>{children}</div>;
}

/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="cs-form-section">
      <legend className="cs-form-section__title">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Cancel (a way back, or a callback; none without either) and the submit button, 'Saving...' while pending. */
export function FormActions({
  saving,
  submitLabel,
  cancelTo,
  onCancel,
}: {
  saving: boolean;
  submitLabel: string;
  cancelTo?: string;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <div className="cs-form-actions">
      {cancelTo ? <ButtonLink to={cancelTo}>{t('cancel')}</ButtonLink> : null}
      {onCancel ? <Button onClick={onCancel}>{t('cancel')}</Button> : null}
      <Button variant="default" type="submit" loading={saving}>
        {saving ? t('saving') : submitLabel}
      </Button>
    </div>
  );
}
