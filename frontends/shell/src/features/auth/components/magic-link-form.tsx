import { Button } from '@courtside/ui/button';
import { FormField } from '@courtside/ui/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_NAMESPACES } from '@/i18n-pages';
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
  const { t } = useTranslation(PAGE_NAMESPACES);
  const [email, setEmail] = useState('');
  return (
    <form
      className="cs-auth__form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(email.trim());
      }}
    >
      <FormField name="email" label={t('common.email')}>
        {(control) => (
          <input
            {...control}
            className="cs-input"
            type="email"
            autoComplete="email"
            placeholder={t('common.emailPlaceholder')}
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'cs-auth-error' : undefined}
          />
        )}
      </FormField>
      <Button type="submit" variant="default" block disabled={pending}>
        {pending ? t('common.sending') : submitLabel}
      </Button>
      {success && (
        <p className="cs-text-success" role="status">
          {success}
        </p>
      )}
      {error && (
        <p id="cs-auth-error" className="cs-text-error" role="alert">
          {error}
        </p>
      )}
      {tempLink && <TempLinkButton href={tempLink} state={tempLinkState} />}
    </form>
  );
}
