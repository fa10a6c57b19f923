import { useNavigate } from 'react-router';
import { toast } from '@courtside/core';
import { FormPage } from '@/lib/form-page';
import { paths } from '@/lib/paths';
import { TEXT } from '@/texts';
import { useCreateClub } from '../api/create-club';
import { EMPTY_CLUB_FORM, formValuesToCreateInput, type ClubFormValues } from '../utils/club-form-values';
import { ClubForm } from './club-form';

/** '/system-admin/clubs/create'. */
export function CreateClub() {
  const navigate = useNavigate();
  const createClub = useCreateClub();
  const t = TEXT.clubForm;

  async function save(values: ClubFormValues) {
    try {
      await createClub.mutateAsync(formValuesToCreateInput(values));
    } catch (error) {
      toast.error(t.createFailed((error as Error).message));
      throw error;
    }
    toast.success(t.created);
  }

  return (
    <FormPage title={t.createTitle} subtitle={t.createSubtitle}>
      <ClubForm
        initialValues={EMPTY_CLUB_FORM}
        withOwner
        submitLabel={t.submitCreate}
        onSubmit={save}
        onSaved={() => navigate(paths.dashboard)}
      />
    </FormPage>
  );
}
