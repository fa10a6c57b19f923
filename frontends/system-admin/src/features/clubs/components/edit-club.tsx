import { useNavigate } from 'react-router';
import { Alert } from 'antd';
import { ApiError, toast } from '@courtside/core';
import { FormPage } from '@/lib/form-page';
import { LoadingBlock } from '@/lib/loading-block';
import { paths } from '@/lib/paths';
import { TEXT } from '@/texts';
import { useClub } from '../api/get-club';
import { useUpdateClub } from '../api/update-club';
import { clubToFormValues, formValuesToInput, type ClubFormValues } from '../utils/club-form-values';
import { ClubForm } from './club-form';

/** '/system-admin/clubs/:id/edit': loads the club, then the form with its values. */
export function EditClub({ id }: { id: string }) {
  const navigate = useNavigate();
  const club = useClub(id);
  const updateClub = useUpdateClub();
  const t = TEXT.clubForm;

  async function save(values: ClubFormValues) {
    try {
      await updateClub.mutateAsync({ id, input: formValuesToInput(values) });
    } catch (error) {
      toast.error(t.updateFailed((error as Error).message));
      throw error;
    }
    toast.success(t.updated);
  }

  return (
    <FormPage title={t.editTitle} subtitle={club.isSuccess ? t.editSubtitle : undefined}>
      {club.isPending ? (
        <LoadingBlock label={t.loading} lines={8} />
      ) : club.isError ? (
        club.error instanceof ApiError && club.error.status === 404 ? (
          <Alert type="warning" showIcon message={TEXT.clubDetail.notFound} />
        ) : (
          <Alert type="error" showIcon message={TEXT.clubDetail.loadError(club.error.message)} />
        )
      ) : (
        <ClubForm
          key={club.data.id}
          initialValues={clubToFormValues(club.data)}
          withOwner={false}
          submitLabel={t.submitEdit}
          onSubmit={save}
          onSaved={() => navigate(paths.dashboard)}
        />
      )}
    </FormPage>
  );
}
