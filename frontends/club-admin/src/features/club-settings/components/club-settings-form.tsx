import { LOCALES, RATING_SCALES, type Locale, type RatingScale } from '@courtside/domain';
import { confirm } from '@courtside/ui/confirm';
import { CheckboxField, ChoiceSelect, FormActions, FormField, FormSection } from '@courtside/ui/form';
import { useFormState } from '@courtside/ui/form-state';
import { Card, PageHeader } from '@courtside/ui/page';
import { Alert, SkeletonBlock } from '@courtside/ui/states';
import { toast } from '@courtside/ui/toast';
import { useTranslation } from 'react-i18next';
import type { ClubSettings, ClubSettingsChange } from '@courtside/core';
import { useScaleDescription } from '@/lib/levels';
import { useClubSettings } from '../api/get-club-settings';
import { useUpdateClubSettings } from '../api/update-club-settings';

/** The club's settings (`club:settings`): its default language, rating scale and self-rating. */
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
          <SettingsForm key={settings.dataUpdatedAt} saved={settings.data} />
        )}
      </Card>
    </section>
  );
}

type Values = Pick<ClubSettings, 'default_locale' | 'rating_scale' | 'self_rating'>;

/** Declining the scale change's question stops the save without a toast. */
class Declined extends Error {}

/**
 * A save sends only what changed (the endpoint takes part of the settings): a new rating scale
 * converts every stored level, so it is asked about first and never sent by accident.
 */
function SettingsForm({ saved }: { saved: Values }) {
  const { t } = useTranslation(['club-admin', 'common']);
  const scales = useScaleDescription();
  const update = useUpdateClubSettings();
  const form = useFormState<Values>({
    initialValues: {
      default_locale: saved.default_locale,
      rating_scale: saved.rating_scale,
      self_rating: saved.self_rating,
    },
    validate: () => ({}),
    onSubmit: async (values) => {
      const change: ClubSettingsChange = {};
      if (values.default_locale !== saved.default_locale) change.default_locale = values.default_locale;
      if (values.self_rating !== saved.self_rating) change.self_rating = values.self_rating;
      if (values.rating_scale !== saved.rating_scale) {
        const accepted = await confirm({
          title: t('settings.scaleConfirmTitle'),
          body: t('settings.scaleConfirmBody', {
            from: scales.name(saved.rating_scale),
            to: scales.name(values.rating_scale),
          }),
          acceptLabel: t('settings.scaleConfirmAccept'),
          cancelLabel: t('common:cancel'),
        });
        if (!accepted) throw new Declined();
        change.rating_scale = values.rating_scale;
      }
      try {
        await update.mutateAsync(change);
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
        <FormSection title={t('settings.languageSection')}>
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
        </FormSection>
        <FormSection title={t('settings.levelsSection')}>
          <FormField
            name="rating_scale"
            label={t('settings.ratingScale')}
            error={form.errorOf('rating_scale')}
            hint={
              <>
                {scales.range(form.values.rating_scale)} {t('settings.ratingScaleHint')}
              </>
            }
          >
            {(control) => (
              <ChoiceSelect
                {...control}
                {...form.text('rating_scale')}
                options={RATING_SCALES.map((scale: RatingScale) => ({
                  value: scale,
                  label: scales.name(scale),
                }))}
              />
            )}
          </FormField>
          <CheckboxField
            name="self_rating"
            label={t('settings.selfRating')}
            hint={t('settings.selfRatingHint')}
            {...form.checkbox('self_rating')}
          />
        </FormSection>
      </fieldset>
      <FormActions saving={form.saving} submitLabel={t('settings.submit')} />
    </form>
  );
}
