import { API_ERRORS } from '@courtside/domain';
import type { ApiError } from '@courtside/core';
import { CheckboxField, FormActions, FormField, FormRow, FormSection } from '@courtside/ui/form';
import { useFormState } from '@courtside/ui/form-state';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import {
  normaliseSubdomain,
  validateClubForm,
  type ClubFormErrors,
  type ClubFormValues,
} from '../utils/club-form-values';

interface ClubFormProps {
  initialValues: ClubFormValues;
  /** Create: the owner's e-mail is asked for too. */
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
  const { t } = useTranslation('system-admin', { keyPrefix: 'clubForm' });
  const subdomain = normaliseSubdomain(form.values.subdomain);
  const address = `${window.location.protocol}//${subdomain || 'subdomain'}.${window.location.host}`;

  return (
    <form {...form.formProps}>
      <fieldset className="cs-fields" disabled={form.saving}>
        <FormSection title={t('sections.club')}>
          <FormRow>
            <FormField name="name" label={t('name')} required error={errorOf('name')}>
              {(control) => (
                <input
                  {...control}
                  {...text('name')}
                  className="cs-input"
                  placeholder={t('namePlaceholder')}
                  autoComplete="off"
                />
              )}
            </FormField>
            <FormField
              name="subdomain"
              label={t('subdomain')}
              required
              error={errorOf('subdomain')}
              hint={t('subdomainHint', { address: address })}
            >
              {(control) => (
                <input
                  {...control}
                  {...text('subdomain')}
                  className="cs-input"
                  placeholder={t('subdomainPlaceholder')}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </FormField>
          </FormRow>
          <FormField name="description" label={t('description')} error={errorOf('description')}>
            {(control) => <textarea {...control} {...text('description')} className="cs-input" rows={3} />}
          </FormField>
          <FormField name="logo" label={t('logo')} error={errorOf('logo')}>
            {(control) => (
              <input
                {...control}
                {...text('logo')}
                className="cs-input"
                type="url"
                inputMode="url"
                placeholder={t('logoPlaceholder')}
              />
            )}
          </FormField>
        </FormSection>

        <FormSection title={t('sections.contact')}>
          <FormRow>
            <FormField name="email" label={t('email')} error={errorOf('email')}>
              {(control) => (
                <input
                  {...control}
                  {...text('email')}
                  className="cs-input"
                  type="email"
                  placeholder={t('emailPlaceholder')}
                  autoComplete="off"
                />
              )}
            </FormField>
            <FormField name="phone" label={t('phone')} error={errorOf('phone')}>
              {(control) => (
                <input {...control} {...text('phone')} className="cs-input" type="tel" autoComplete="off" />
              )}
            </FormField>
          </FormRow>
          <FormRow>
            <FormField name="website" label={t('website')} error={errorOf('website')}>
              {(control) => (
                <input
                  {...control}
                  {...text('website')}
                  className="cs-input"
                  type="url"
                  inputMode="url"
                  placeholder={t('websitePlaceholder')}
                />
              )}
            </FormField>
            <FormField name="address" label={t('address')} error={errorOf('address')}>
              {(control) => <input {...control} {...text('address')} className="cs-input" />}
            </FormField>
          </FormRow>
        </FormSection>

        <FormSection title={t('sections.settings')}>
          <FormRow>
            <FormField
              name="timezone"
              label={t('timezone')}
              required
              error={errorOf('timezone')}
              hint={t('timezoneHint')}
            >
              {(control) => (
                <input
                  {...control}
                  {...text('timezone')}
                  className="cs-input"
                  autoComplete="off"
                  spellCheck={false}
                />
              )}
            </FormField>
            <FormField name="subscription_id" label={t('subscriptionId')} error={errorOf('subscription_id')}>
              {(control) => (
                <input {...control} {...text('subscription_id')} className="cs-input" autoComplete="off" />
              )}
            </FormField>
          </FormRow>
          <CheckboxField
            name="allow_guest_signup"
            label={t('allowGuestSignup')}
            hint={t('allowGuestSignupHint')}
            {...form.checkbox('allow_guest_signup')}
          />
          <CheckboxField
            name="listed"
            label={t('listed')}
            hint={t('listedHint')}
            {...form.checkbox('listed')}
          />
        </FormSection>

        {withOwner ? (
          <FormSection title={t('sections.owner')}>
            <FormField
              name="owner_email"
              label={t('ownerEmail')}
              error={errorOf('owner_email')}
              hint={t('ownerEmailHint')}
            >
              {(control) => (
                <input
                  {...control}
                  {...text('owner_email')}
                  className="cs-input"
                  type="email"
                  placeholder={t('ownerEmailPlaceholder')}
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
