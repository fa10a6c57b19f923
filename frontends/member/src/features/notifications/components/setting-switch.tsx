import type { ReactNode } from 'react';

/**
 * One setting as a switch (a native checkbox with role="switch": Space toggles it, and it reads
 * out as on or off): its label and hint on the left, the switch on the right, and what belongs
 * to it (the reminder's lead time) underneath.
 */
export function SettingSwitch({
  name,
  label,
  hint,
  checked,
  busy,
  onChange,
  children,
}: {
  name: string;
  label: string;
  hint?: string;
  checked: boolean;
  busy: boolean;
  onChange(checked: boolean): void;
  children?: ReactNode;
}) {
  const id = `setting-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <li className="csm-setting">
      <div className="csm-setting__row">
        <div className="csm-setting__text">
          <label htmlFor={id} className="csm-setting__label">
            {label}
          </label>
          {hint ? (
            <p id={hintId} className="csm-setting__hint">
              {hint}
            </p>
          ) : null}
        </div>
        <input
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          className="csm-switch"
          checked={checked}
          aria-describedby={hintId}
          aria-busy={busy || undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
      </div>
      {children}
    </li>
  );
}
