import { activeLocale, applyLocale, rememberLocale, useAuth } from '@courtside/core';
import { isClubRole, LOCALES, type Locale } from '@courtside/domain';
import { toast } from '@courtside/ui/toast';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveMyLocale } from '@/features/header/api/save-my-locale';

/**
 * English or Nederlands, for every app at once (one i18next instance). The choice is kept on this
 * device, and for someone signed in at their club on their membership too, so mails follow it.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation(['common', 'shell']);
  const { user, club } = useAuth();
  const save = useSaveMyLocale();
  const id = useId();
  const change = async (locale: Locale) => {
    rememberLocale(locale);
    await applyLocale(locale);
    if (club && user && isClubRole(user.user_type)) {
      save.mutate(locale, {
        onError: (error) => toast.error(t('shell:header.languageSaveFailed', { message: error.message })),
      });
    }
  };
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
