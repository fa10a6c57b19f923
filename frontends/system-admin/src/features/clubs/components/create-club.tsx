import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messageOf, saveWithToasts } from '@courtside/ui/form-state';
import { FormPage } from '@/lib/form-page';
import { paths } from '@/lib/paths';
import { useTranslation } from 'react-i18next';
import { useCreateClub } from '../api/create-club';
import { formValuesToCreateInput, newClubForm, type ClubFormValues } from '../utils/club-form-values';
import { ClubForm } from './club-form';

/** '/system-admin/clubs/create'. */
export function CreateClub() {
  const { t } = useTranslation('system-admin');
  const [initialValues] = useState(() => newClubForm());
  const navigate = useNavigate();
  const createClub = useCreateClub();

  const save = saveWithToasts(
    (values: ClubFormValues) => createClub.mutateAsync(formValuesToCreateInput(values)),
    {
      success: t('clubForm.created'),
      failure: (error) => t('clubForm.createFailed', { message: messageOf(error) }),
    },
  );

  return (
    <FormPage title={t('clubForm.createTitle')} subtitle={t('clubForm.createSubtitle')}>
      <ClubForm
        initialValues={initialValues}
        withOwner
        submitLabel={t('clubForm.submitCreate')}
        onSubmit={save}
        onSaved={() => navigate(paths.dashboard)}
      />
    </FormPage>
  );
}
