import {
  isHttpUrl,
  LOCALES,
  RATING_SCALES,
  validateClubDetails,
  type ClubDetailsText,
  type Locale,
  type RatingScale,
  JOIN_POLICIES,
  type JoinPolicy,
} from '@courtside/domain';
import { useState } from 'react';
import { confirm } from '@courtside/ui/confirm';
import {
  CheckboxField,
  ChoiceSelect,
  FormActions,
  FormField,
  FormRow,
  FormSection,
} from '@courtside/ui/form';
import { useFormState } from '@courtside/ui/form-state';
import { Card, PageHeader } from '@courtside/ui/page';
import { Alert, SkeletonBlock } from '@courtside/ui/states';
import { toast } from '@courtside/ui/toast';
import { useTranslation } from 'react-i18next';
import type { ClubSettings, ClubSettingsChange } from '@courtside/core';
import { useScaleDescription } from '@/lib/levels';
import { useClubSettings } from '../api/get-club-settings';
import { useUpdateClubSettings } from '../api/update-club-settings';
import { MembersPrivacySection, retentionText, retentionValue } from './members-privacy-section';
import {
  OFFER_OPEN_HOURS,
  validateWaitlist,
  waitlistChange,
  waitlistValuesOf,
  type WaitlistValues,
} from '../utils/waitlist-values';
import { WaitlistFields } from './waitlist-fields';

/**
 * The club's settings (`club:settings`): its details (name, logo, contact), its default language,
 * who may join, what members see of each other and how long names stay on past sign-ups, how the
 * waitlist hands on a freed place, its rating scale and self-rating.
 */
export function ClubSettingsForm() {
  const { t } = useTranslation('club-admin', { keyPrefix: 'settings' });
  const settings = useClubSettings();
  return (
    <section>
      <PageHeader level={2} title={t('title')} subtitle={t('subtitle')} />
      <Card className="cs-form-card">
        {settings.isPending ? (
          <SkeletonBlock label={t('loading')} lines={6} />
        ) : settings.isError ? (
          <Alert>{t('loadError', { message: settings.error.message })}</Alert>
        ) : (
          <SettingsForm key={settings.dataUpdatedAt} saved={settings.data} />
        )}
      </Card>
    </section>
  );
}

type Values = ClubDetailsText &
  Pick<
    ClubSettings,
    | 'default_locale'
    | 'rating_scale'
    | 'self_rating'
    | 'join_policy'
    | 'show_participants'
    | 'public_event_cards'
  > &
  WaitlistValues & {
    /** 'off' or months, as the select holds it. */
    retention: string;
  };

const DETAIL_FIELDS = ['name', 'logo', 'description', 'email', 'phone', 'website', 'address'] as const;

/** The form holds text; the server answers null for a detail the club has not given. */
function detailsOf(saved: ClubSettings): ClubDetailsText {
  return {
    name: saved.name,
    logo: saved.logo ?? '',
    description: saved.description ?? '',
    email: saved.email ?? '',
    phone: saved.phone ?? '',
    website: saved.website ?? '',
    address: saved.address ?? '',
  };
}

const OPEN_HOURS_RANGE = { min: OFFER_OPEN_HOURS.min, max: OFFER_OPEN_HOURS.max };

/** Declining the scale change's question stops the save without a toast. */
class Declined extends Error {}

/**
 * A save sends only what changed (the endpoint takes part of the settings): a new rating scale
 * converts every stored level, so it is asked about first and never sent by accident.
 */
function SettingsForm({ saved }: { saved: ClubSettings }) {
  const { t } = useTranslation(['club-admin', 'common']);
  const scales = useScaleDescription();
  const update = useUpdateClubSettings();
  const savedDetails = detailsOf(saved);
  const form = useFormState<Values>({
    initialValues: {
      ...savedDetails,
      default_locale: saved.default_locale,
      rating_scale: saved.rating_scale,
      self_rating: saved.self_rating,
      join_policy: saved.join_policy,
      show_participants: saved.show_participants,
      public_event_cards: saved.public_event_cards,
      retention: retentionText(saved.retention_months),
      ...waitlistValuesOf(saved),
    },
    validate: (values) => ({
      ...validateClubDetails(values, savedDetails),
      ...Object.fromEntries(
        Object.entries(validateWaitlist(values)).map(([field, key]) => [
          field,
          t(`settings.waitlist.errors.${key}`, { ...OPEN_HOURS_RANGE }),
        ]),
      ),
    }),
    // The quiet hours are one setting on the server and two times here: its message goes on the first.
    serverErrors: (error) => {
      const quiet = error.fieldErrors['quiet_hours'];
      return quiet ? { quiet_from: quiet } : {};
    },
    onSubmit: async (values) => {
      const change: ClubSettingsChange = {};
      for (const field of DETAIL_FIELDS) {
        const value = values[field].trim();
        // An optional detail emptied is cleared (null); the name is required.
        if (value !== savedDetails[field].trim())
          Object.assign(change, { [field]: field === 'name' ? value : value || null });
      }
      if (values.default_locale !== saved.default_locale) change.default_locale = values.default_locale;
      if (values.self_rating !== saved.self_rating) change.self_rating = values.self_rating;
      if (values.join_policy !== saved.join_policy) change.join_policy = values.join_policy;
      if (values.show_participants !== saved.show_participants)
        change.show_participants = values.show_participants;
      if (values.public_event_cards !== saved.public_event_cards)
        change.public_event_cards = values.public_event_cards;
      if (retentionValue(values.retention) !== saved.retention_months)
        change.retention_months = retentionValue(values.retention);
      Object.assign(change, waitlistChange(values, saved));
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
  const { text, errorOf } = form;
  return (
    <form {...form.formProps}>
      <fieldset className="cs-fields" disabled={form.saving}>
        <FormSection title={t('settings.detailsSection')}>
          <FormField name="name" label={t('settings.name')} required error={errorOf('name')}>
            {(control) => <input {...control} {...text('name')} className="cs-input" autoComplete="off" />}
          </FormField>
          <FormField
            name="logo"
            label={t('settings.logo')}
            error={errorOf('logo')}
            hint={t('settings.logoHint')}
          >
            {(control) => (
              <input
                {...control}
                {...text('logo')}
                className="cs-input"
                type="url"
                inputMode="url"
                placeholder={t('settings.logoPlaceholder')}
                spellCheck={false}
              />
            )}
          </FormField>
          <LogoPreview url={form.values.logo.trim()} />
          <FormField name="description" label={t('settings.description')} error={errorOf('description')}>
            {(control) => <textarea {...control} {...text('description')} className="cs-input" rows={3} />}
          </FormField>
          <p className="csa-note csa-muted">{t('settings.subdomainNote', { host: window.location.host })}</p>
        </FormSection>
        <FormSection title={t('settings.contactSection')}>
          <FormRow>
            <FormField name="email" label={t('settings.email')} error={errorOf('email')}>
              {(control) => (
                <input
                  {...control}
                  {...text('email')}
                  className="cs-input"
                  type="email"
                  placeholder={t('settings.emailPlaceholder')}
                  autoComplete="off"
                />
              )}
            </FormField>
            <FormField name="phone" label={t('settings.phone')} error={errorOf('phone')}>
              {(control) => (
                <input {...control} {...text('phone')} className="cs-input" type="tel" autoComplete="off" />
              )}
            </FormField>
          </FormRow>
          <FormRow>
            <FormField name="website" label={t('settings.website')} error={errorOf('website')}>
              {(control) => (
                <input
                  {...control}
                  {...text('website')}
                  className="cs-input"
                  type="url"
                  inputMode="url"
                  placeholder={t('settings.websitePlaceholder')}
                  spellCheck={false}
                />
              )}
            </FormField>
            <FormField name="address" label={t('settings.address')} error={errorOf('address')}>
              {(control) => <input {...control} {...text('address')} className="cs-input" />}
            </FormField>
          </FormRow>
        </FormSection>
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
        <FormSection title={t('settings.joiningSection')}>
          <FormField
            name="join_policy"
            label={t('settings.joinPolicy')}
            error={form.errorOf('join_policy')}
            hint={t(`settings.joinPolicyHint.${form.values.join_policy}`)}
          >
            {(control) => (
              <ChoiceSelect
                {...control}
                {...form.text('join_policy')}
                options={JOIN_POLICIES.map((policy: JoinPolicy) => ({
                  value: policy,
                  label: t(`settings.joinPolicyOption.${policy}`),
                }))}
              />
            )}
          </FormField>
        </FormSection>
        <MembersPrivacySection
          showParticipants={form.checkbox('show_participants')}
          publicEventCards={form.checkbox('public_event_cards')}
          retention={form.text('retention')}
        />
        <WaitlistFields form={form} />
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

/**
 * The logo as members will see it. Only a valid http(s) address is shown; the browser loads it
 * (the server never fetches a club's logo), without sending this page's address along.
 */
function LogoPreview({ url }: { url: string }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'settings' });
  const [failed, setFailed] = useState<string | null>(null);
  if (!url || !isHttpUrl(url)) return null;
  return (
    <div className="csa-logo-preview">
      {failed === url ? (
        <p className="csa-muted" role="status">
          {t('logoPreviewFailed')}
        </p>
      ) : (
        <img
          key={url}
          src={url}
          alt={t('logoPreview')}
          referrerPolicy="no-referrer"
          onError={() => setFailed(url)}
        />
      )}
    </div>
  );
}
