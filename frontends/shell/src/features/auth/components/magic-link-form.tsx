import { useId, useState } from 'react';
import { COMMON_TEXT } from '@/texts';
import { TempLinkButton } from './temp-link-button';

interface Props {
  submitLabel: string;
  pending: boolean;
  /** The green line once the link is on its way. */
  success: string | null;
  /** The red line. */
  error: string | null;
  tempLink?: string;
  tempLinkState?: unknown;
  onSubmit(email: string): void;
}

/** One required e-mail field (checked by the browser) and the request button. */
export function MagicLinkForm({
  submitLabel,
  pending,
  success,
  error,
  tempLink,
  tempLinkState,
  onSubmit,
}: Props) {
  const [email, setEmail] = useState('');
  const id = useId();
  return (
    <form
      className="cs-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(email.trim());
      }}
    >
      <div className="cs-field">
        <label htmlFor={`${id}-email`} className="cs-label">
          {COMMON_TEXT.email}
        </label>
        <input
          id={`${id}-email`}
          className="cs-input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={COMMON_TEXT.emailPlaceholder}
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
      </div>
      <button type="submit" className="cs-button cs-button--primary cs-button--block" disabled={pending}>
        {pending ? COMMON_TEXT.sending : submitLabel}
      </button>
      {success && (
        <p className="cs-text-success" role="status">
          {success}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="cs-text-error" role="alert">
          {error}
        </p>
      )}
      {tempLink && <TempLinkButton href={tempLink} state={tempLinkState} />}
    </form>
  );
}
