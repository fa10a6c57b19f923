import { activeLocale, useChangeLocale } from '@courtside/core';
import { LOCALES, type Locale } from '@courtside/domain';
import { ChoiceSelect, FormField } from '@courtside/ui/form';
import { Card } from '@courtside/ui/page';
import { toast } from '@courtside/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/i18n-settings';

/**
 * The person's language on the profile page: the same choice as the header's switch (kept on the
 * device and on the membership, so the club's mails follow it), applied at once.
 */
export function LanguageChoice() {
  const { t } = useTranslation(['member-settings', 'common']);
  const [locale, setLocale] = useState<Locale>(activeLocale());
  const change = useChangeLocale({
    onSaveError: (error) => toast.error(t('language.saveFailed', { message: error.message })),
  });
  return (
    <Card as="section" className="csm-profile-part" aria-labelledby="profile-language-title">
      <h2 id="profile-language-title" className="csm-rights__title">
        {t('language.title')}
      </h2>
      <FormField name="profile_language" label={t('language.label')} hint={t('language.hint')}>
        {(control) => (
          <ChoiceSelect
            {...control}
            value={locale}
            onChange={(e) => {
              const next = e.target.value as Locale;
              setLocale(next);
              void change(next);
            }}
            options={LOCALES.map((value) => ({ value, label: t(`common:language.${value}`) }))}
          />
        )}
      </FormField>
    </Card>
  );
}
