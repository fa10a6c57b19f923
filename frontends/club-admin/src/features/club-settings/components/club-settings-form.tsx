import { LOCALES, type Locale } from '@courtside/domain';
import { ChoiceSelect, FormActions, FormField } from '@courtside/ui/form';
import { useFormState } from '@courtside/ui/form-state';
import { Card, PageHeader } from '@courtside/ui/page';
import { Alert, SkeletonBlock } from '@courtside/ui/states';
import { toast } from '@courtside/ui/toast';
import { useTranslation } from 'react-i18next';
import type { ClubSettings } from '@courtside/core';
import { useClubSettings } from '../api/get-club-settings';
import { useUpdateClubSettings } from '../api/update-club-settings';

/** The club's settings (`club:settings`): for now its default language. */
export function ClubSettingsForm() {
  const { t } = useTranslation('club-admin', { keyPrefix: 'settings' });
  const settings = useClubSettings();
  return (
    <section>
      <PageHeader level={2} title={t('title')} subtitle={t('subtitle')} />
      <Card className="cs-form-card">
        {settings.isPending ? (
          <SkeletonBlock label={t('loading')} lines={3} />
        ) : settings.isError ? (
          <Alert>{t('loadError', { message: settings.error.message })}</Alert>
        ) : (
          <SettingsForm
            key={settings.dataUpdatedAt}
            initialValues={{ default_locale: settings.data.default_locale }}
          />
        )}
      </Card>
    </section>
  );
}

/** The fields this screen edits; a save sends only these (the endpoint takes part of the settings). */
function SettingsForm({ initialValues }: { initialValues: Pick<ClubSettings, 'default_locale'> }) {
  const { t } = useTranslation(['club-admin', 'common']);
  const update = useUpdateClubSettings();
  const form = useFormState({
    initialValues,
    validate: () => ({}),
    onSubmit: async (values) => {
      try {
        await update.mutateAsync(values);
      } catch (error) {
        toast.error(
          t('settings.saveFailed', { message: error instanceof Error ? error.message : String(error) }),
        );
        throw error;
      }
      toast.success(t('settings.saved'));
    },
    onSaved: () => undefined,
  });
  return (
    <form {...form.formProps}>
      <fieldset className="cs-fields" disabled={form.saving}>
        <FormField
          name="default_locale"
          label={t('settings.defaultLocale')}
          error={form.errorOf('default_locale')}
          hint={t('settings.defaultLocaleHint')}
        >
          {(control) => (
            <ChoiceSelect
              {...control}
              {...form.text('default_locale')}
              options={LOCALES.map((locale: Locale) => ({
                value: locale,
                label: t(`common:language.${locale}`),
              }))}
            />
          )}
        </FormField>
      </fieldset>
      <FormActions saving={form.saving} submitLabel={t('settings.submit')} />
    </form>
  );
}
