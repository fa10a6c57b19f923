import {
  API_ERRORS,
  JOIN_POLICIES,
  LOCALES,
  RATING_SCALES,
  suggestSubdomain,
  type JoinPolicy,
  type Locale,
  type RatingScale,
} from '@courtside/domain';
import type { ApiError } from '@courtside/core';
import {
  CheckboxField,
  ChoiceSelect,
  FormActions,
  FormField,
  FormRow,
  FormSection,
} from '@courtside/ui/form';
import { useFormState } from '@courtside/ui/form-state';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import {
  normaliseSubdomain,
  validateClubForm,
  type ClubFormErrors,
  type ClubFormValues,
} from '../utils/club-form-values';
import { OTHER_REGION, timeZoneGroups } from '../utils/time-zones';

interface ClubFormProps {
  initialValues: ClubFormValues;
  /**
   * Create: the owner's e-mail, the language and the rating scale are asked for too, and the
   * subdomain is suggested from the name.
   */
  withOwner: boolean;
  submitLabel: string;
  onSubmit(values: ClubFormValues): Promise<unknown>;
  onSaved(): void;
}

/** A taken subdomain is a conflict (409) without field errors: it belongs on the subdomain field. */
const conflictErrors = (error: ApiError): ClubFormErrors =>
  error.message === API_ERRORS.subdomainTaken ? { subdomain: error.message } : {};

/** The create and edit club form: native controls styled by the theme, in four short groups. */
export function ClubForm({ initialValues, withOwner, submitLabel, onSubmit, onSaved }: ClubFormProps) {
  const form = useFormState({
    initialValues,
    validate: (values) => validateClubForm(values, { withOwner }),
    onSubmit,
    serverErrors: conflictErrors,
    onSaved,
  });
  const { text, errorOf } = form;
  const { t } = useTranslation(['system-admin', 'common']);
  const subdomain = normaliseSubdomain(form.values.subdomain);
  const address = `${window.location.protocol}//${subdomain || 'subdomain'}.${window.location.host}`;
  const zones = useMemo(() => timeZoneGroups([initialValues.timezone]), [initialValues.timezone]);

  // On create the subdomain follows the name as it is typed, until the person types one of their
  // own (emptying it lets the suggestion take over again). Editing a club never moves its address.
  const [subdomainTyped, setSubdomainTyped] = useState(!withOwner);
  const nameProps = text('name');
  const onNameChange = (e: ChangeEvent<HTMLInputElement>) => {
    nameProps.onChange(e);
    if (!subdomainTyped) form.set('subdomain', suggestSubdomain(e.target.value));
  };
  const subdomainProps = text('subdomain');
  const onSubdomainChange = (e: ChangeEvent<HTMLInputElement>) => {
    subdomainProps.onChange(e);
    if (withOwner) setSubdomainTyped(e.target.value.trim() !== '');
  };

  return (
    <form {...form.formProps}>
      <fieldset className="cs-fields" disabled={form.saving}>
        <FormSection title={t('clubForm.sections.club')}>
          <FormRow>
            <FormField name="name" label={t('clubForm.name')} required error={errorOf('name')}>
              {(control) => (
                <input
                  {...control}
                  {...nameProps}
                  onChange={onNameChange}
                  className="cs-input"
                  placeholder={t('clubForm.namePlaceholder')}
                  autoComplete="off"
                />
              )}
            </FormField>
            <FormField
              name="subdomain"
              label={t('clubForm.subdomain')}
              required
              error={errorOf('subdomain')}
              hint={t('clubForm.subdomainHint', { address: address })}
            >
              {(control) => (
                <input
                  {...control}
                  {...subdomainProps}
                  onChange={onSubdomainChange}
                  className="cs-input"
                  placeholder={t('clubForm.subdomainPlaceholder')}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </FormField>
          </FormRow>
          <FormField name="description" label={t('clubForm.description')} error={errorOf('description')}>
            {(control) => <textarea {...control} {...text('description')} className="cs-input" rows={3} />}
          </FormField>
          <FormField name="logo" label={t('clubForm.logo')} error={errorOf('logo')}>
            {(control) => (
              <input
                {...control}
                {...text('logo')}
                className="cs-input"
                type="url"
                inputMode="url"
                placeholder={t('clubForm.logoPlaceholder')}
              />
            )}
          </FormField>
        </FormSection>

        <FormSection title={t('clubForm.sections.contact')}>
          <FormRow>
            <FormField name="email" label={t('clubForm.email')} error={errorOf('email')}>
              {(control) => (
                <input
                  {...control}
                  {...text('email')}
                  className="cs-input"
                  type="email"
                  placeholder={t('clubForm.emailPlaceholder')}
                  autoComplete="off"
                />
              )}
            </FormField>
            <FormField name="phone" label={t('clubForm.phone')} error={errorOf('phone')}>
              {(control) => (
                <input {...control} {...text('phone')} className="cs-input" type="tel" autoComplete="off" />
              )}
            </FormField>
          </FormRow>
          <FormRow>
            <FormField name="website" label={t('clubForm.website')} error={errorOf('website')}>
              {(control) => (
                <input
                  {...control}
                  {...text('website')}
                  className="cs-input"
                  type="url"
                  inputMode="url"
                  placeholder={t('clubForm.websitePlaceholder')}
                />
              )}
            </FormField>
            <FormField name="address" label={t('clubForm.address')} error={errorOf('address')}>
              {(control) => <input {...control} {...text('address')} className="cs-input" />}
            </FormField>
          </FormRow>
        </FormSection>

        <FormSection title={t('clubForm.sections.settings')}>
          <FormRow>
            <FormField
              name="timezone"
              label={t('clubForm.timezone')}
              required
              error={errorOf('timezone')}
              hint={t('clubForm.timezoneHint')}
            >
              {(control) => (
                <select {...control} {...text('timezone')} className="cs-input cs-select">
                  {zones.map((group) => (
                    <optgroup
                      key={group.region}
                      label={group.region === OTHER_REGION ? t('clubForm.timezoneOther') : group.region}
                    >
                      {group.zones.map((zone) => (
                        <option key={zone.value} value={zone.value}>
                          {zone.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
              )}
            </FormField>
            <FormField
              name="subscription_id"
              label={t('clubForm.subscriptionId')}
              error={errorOf('subscription_id')}
            >
              {(control) => (
                <input {...control} {...text('subscription_id')} className="cs-input" autoComplete="off" />
              )}
            </FormField>
          </FormRow>
          {withOwner ? (
            <FormRow>
              <FormField
                name="default_locale"
                label={t('clubForm.defaultLocale')}
                error={errorOf('default_locale')}
                hint={t('clubForm.defaultLocaleHint')}
              >
                {(control) => (
                  <ChoiceSelect
                    {...control}
                    {...text('default_locale')}
                    options={LOCALES.map((locale: Locale) => ({
                      value: locale,
                      label: t(`common:language.${locale}`),
                    }))}
                  />
                )}
              </FormField>
              <FormField
                name="rating_scale"
                label={t('clubForm.ratingScale')}
                error={errorOf('rating_scale')}
                hint={t('clubForm.ratingScaleHint')}
              >
                {(control) => (
                  <ChoiceSelect
                    {...control}
                    {...text('rating_scale')}
                    options={RATING_SCALES.map((scale: RatingScale) => ({
                      value: scale,
                      label: t(`clubForm.scales.${scale}`),
                    }))}
                  />
                )}
              </FormField>
            </FormRow>
          ) : null}
          <FormField
            name="join_policy"
            label={t('clubForm.joinPolicy')}
            error={errorOf('join_policy')}
            hint={t(`clubForm.joinPolicyHint.${form.values.join_policy}`)}
          >
            {(control) => (
              <ChoiceSelect
                {...control}
                {...text('join_policy')}
                options={JOIN_POLICIES.map((policy: JoinPolicy) => ({
                  value: policy,
                  label: t(`clubForm.joinPolicyOption.${policy}`),
                }))}
              />
            )}
          </FormField>
          <CheckboxField
            name="listed"
            label={t('clubForm.listed')}
            hint={t('clubForm.listedHint')}
            {...form.checkbox('listed')}
          />
        </FormSection>

        {withOwner ? (
          <FormSection title={t('clubForm.sections.owner')}>
            <FormField
              name="owner_email"
              label={t('clubForm.ownerEmail')}
              error={errorOf('owner_email')}
              hint={t('clubForm.ownerEmailHint')}
            >
              {(control) => (
                <input
                  {...control}
                  {...text('owner_email')}
                  className="cs-input"
                  type="email"
                  placeholder={t('clubForm.ownerEmailPlaceholder')}
                  autoComplete="off"
                />
              )}
            </FormField>
          </FormSection>
        ) : null}
      </fieldset>
      <FormActions saving={form.saving} submitLabel={submitLabel} cancelTo={paths.dashboard} />
    </form>
  );
}
