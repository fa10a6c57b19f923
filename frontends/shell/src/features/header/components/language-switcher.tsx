import { activeLocale, useChangeLocale } from '@courtside/core';
import { LOCALES, type Locale } from '@courtside/domain';
import { toast } from '@courtside/ui/toast';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * English or Nederlands, for every app at once (one i18next instance). The choice is kept on this
 * device, and for someone signed in at their club on their membership too, so mails follow it.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation(['common', 'shell']);
  const change = useChangeLocale({
    onSaveError: (error) => toast.error(t('shell:header.languageSaveFailed', { message: error.message })),
  });
  const id = useId();
  return (
    <span className={className ? `cs-language ${className}` : 'cs-language'}>
      <label htmlFor={id} className="cs-visually-hidden">
        {t('common:language.label')}
      </label>
      <select
        id={id}
        className="cs-language__select"
        value={activeLocale()}
        onChange={(e) => void change(e.target.value as Locale)}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`common:language.${locale}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
