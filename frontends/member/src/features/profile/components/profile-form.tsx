import { useAuth, type MyProfile, type MyProfileChange } from '@courtside/core';
import { validateProfile } from '@courtside/domain';
import { Button } from '@courtside/ui/button';
import { CheckboxField, FormActions, FormField } from '@courtside/ui/form';
import { messageOf, saveWithToasts, useFormState } from '@courtside/ui/form-state';
import { Card, PageHeader } from '@courtside/ui/page';
import { Alert, SkeletonBlock } from '@courtside/ui/states';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '@/i18n-settings';
import './profile.css';
import { useMyProfile } from '../api/get-my-profile';
import { useUpdateMyProfile } from '../api/update-my-profile';
import { DataRights } from './data-rights';
import { MyReliability } from './my-reliability';

/**
 * '/settings/profile' (API.md section 12): one's own name and phone at this club, and whether
 * other members see the name; then `children` (the page's further parts: language, level); last,
 * the person's data rights: their data as a file, and leaving the club.
 */
export function ProfileSettings({ children }: { children?: ReactNode }) {
  const { t } = useTranslation(['member-settings', 'common']);
  const { club } = useAuth();
  const profile = useMyProfile();
  return (
    <>
      <PageHeader
        title={t('profile.title')}
        subtitle={club ? t('profile.subtitle', { club: club.name }) : t('profile.subtitleNoClub')}
      />
      {profile.isPending ? (
        <SkeletonBlock label={t('profile.loading')} lines={5} testId="profile-skeleton" />
      ) : profile.isError ? (
        <Alert>
          <p className="csm-settings__error">{t('profile.loadError', { message: profile.error.message })}</p>
          <Button size="sm" onClick={() => void profile.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </Alert>
      ) : (
        <>
          <Card as="section" className="cs-form-card" aria-label={t('profile.formLabel')}>
            <ProfileForm saved={profile.data} />
          </Card>
          {children}
          <MyReliability />
          <DataRights />
        </>
      )}
    </>
  );
}

interface ProfileValues {
  name: string;
  phone: string;
  show_my_name: boolean;
}

function ProfileForm({ saved }: { saved: MyProfile }) {
  const { t } = useTranslation('member-settings', { keyPrefix: 'profile' });
  const update = useUpdateMyProfile();
  const savedText = { name: saved.name ?? '', phone: saved.phone ?? '' };
  const form = useFormState<ProfileValues>({
    initialValues: { ...savedText, show_my_name: saved.show_my_name },
    validate: (values) => validateProfile(values, savedText),
    // Only what changed is sent: the other fields stay as the server has them.
    onSubmit: saveWithToasts(
      async (values: ProfileValues) => {
        const change: MyProfileChange = {};
        const name = values.name.trim();
        const phone = values.phone.trim();
        if (name !== savedText.name.trim()) change.name = name || null;
        if (phone !== savedText.phone.trim()) change.phone = phone || null;
        if (values.show_my_name !== saved.show_my_name) change.show_my_name = values.show_my_name;
        if (Object.keys(change).length) await update.mutateAsync(change);
      },
      { success: t('saved'), failure: (error) => t('saveFailed', { message: messageOf(error) }) },
    ),
    onSaved: () => undefined,
  });
  const { text, errorOf } = form;
  return (
    <form {...form.formProps} aria-label={t('formLabel')}>
      <fieldset className="cs-fields" disabled={form.saving}>
        <FormField name="name" label={t('name')} hint={t('nameHint')} error={errorOf('name')}>
          {(control) => <input {...control} {...text('name')} className="cs-input" autoComplete="name" />}
        </FormField>
        <FormField name="phone" label={t('phone')} error={errorOf('phone')}>
          {(control) => (
            <input {...control} {...text('phone')} className="cs-input" type="tel" autoComplete="tel" />
          )}
        </FormField>
        <CheckboxField
          name="show_my_name"
          label={t('showMyName')}
          hint={t('showMyNameHint')}
          {...form.checkbox('show_my_name')}
        />
      </fieldset>
      <FormActions saving={form.saving} submitLabel={t('submit')} />
    </form>
  );
}
