import { useNavigate } from 'react-router';
import { messageOf, saveWithToasts } from '@courtside/ui/form-state';
import { ApiError } from '@courtside/core';
import { FormPage } from '@/lib/form-page';
import { Alert, SkeletonBlock } from '@courtside/ui/states';
import { paths } from '@/lib/paths';
import { useTranslation } from 'react-i18next';
import { useClub } from '../api/get-club';
import { useUpdateClub } from '../api/update-club';
import { clubToFormValues, formValuesToInput, type ClubFormValues } from '../utils/club-form-values';
import { ClubForm } from './club-form';

/** '/system-admin/clubs/:id/edit': loads the club, then the form with its values. */
export function EditClub({ id }: { id: string }) {
  const { t } = useTranslation('system-admin');
  const navigate = useNavigate();
  const club = useClub(id);
  const updateClub = useUpdateClub();

  const save = saveWithToasts(
    (values: ClubFormValues) => updateClub.mutateAsync({ id, input: formValuesToInput(values) }),
    {
      success: t('clubForm.updated'),
      failure: (error) => t('clubForm.updateFailed', { message: messageOf(error) }),
    },
  );

  return (
    <FormPage
      title={t('clubForm.editTitle')}
      subtitle={club.isSuccess ? t('clubForm.editSubtitle') : undefined}
    >
      {club.isPending ? (
        <SkeletonBlock label={t('clubForm.loading')} lines={8} />
      ) : club.isError ? (
        club.error instanceof ApiError && club.error.status === 404 ? (
          <Alert kind="warning">{t('clubDetail.notFound')}</Alert>
        ) : (
          <Alert>{t('clubDetail.loadError', { message: club.error.message })}</Alert>
        )
      ) : (
        <ClubForm
          key={club.data.id}
          initialValues={clubToFormValues(club.data)}
          withOwner={false}
          submitLabel={t('clubForm.submitEdit')}
          onSubmit={save}
          onSaved={() => navigate(paths.dashboard)}
        />
      )}
    </FormPage>
  );
}
