import type { SelectHTMLAttributes } from 'react';

interface ChoiceSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'children'> {
  value: string;
  labels: Readonly<Record<string, string>>;
}

/**
 * A native select of known values. A stored value that is not one of them (an older type, say)
 * stays selected as a blank entry, so the form can ask for a real choice instead of hiding it.
 */
export function ChoiceSelect({ value, labels, className, ...props }: ChoiceSelectProps) {
  const known = Object.prototype.hasOwnProperty.call(labels, value);
  return (
    <select
      {...props}
      value={value}
      className={['cs-input', 'cs-select', className].filter(Boolean).join(' ')}
    >
      {known ? null : <option value={value} disabled />}
      {Object.entries(labels).map(([option, label]) => (
        <option key={option} value={option}>
          {label}
        </option>
      ))}
    </select>
  );
}
