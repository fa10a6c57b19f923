import type { ChangeEvent } from 'react';

/** A native checkbox with its label and an explanation under it. */
export function CheckboxField({
  name,
  label,
  hint,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  onChange(e: ChangeEvent<HTMLInputElement>): void;
}) {
  const id = `field-${name}`;
  const hintId = `${id}-hint`;
  return (
    <div className="cssa-check">
      <input
        id={id}
        name={name}
        type="checkbox"
        className="cssa-check__box"
        checked={checked}
        onChange={onChange}
        aria-describedby={hint ? hintId : undefined}
      />
      <div className="cssa-check__text">
        <label htmlFor={id} className="cssa-check__label">
          {label}
        </label>
        {hint ? (
          <p id={hintId} className="cs-field__hint">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
