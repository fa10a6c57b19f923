import { useNavigate } from 'react-router';
import { toast, usePermissions } from '@courtside/core';
import { TEXT } from '@/texts';
import { useCreateClubUser, type ClubUserInput } from '../api/create-club-user';
import { EMPTY_CLUB_USER_FORM, userTypeOptions } from '../utils/club-user-form-values';
import { ClubUserForm } from './club-user-form';
import { CLUB_ADMIN_PATH, ClubUserFormPage } from './club-user-form-page';

export function CreateClubUser() {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const createClubUser = useCreateClubUser();
  const t = TEXT.userForm;

  async function save(input: ClubUserInput) {
    try {
      await createClubUser.mutateAsync(input);
    } catch (error) {
      toast.error(t.createFailed(error instanceof Error ? error.message : String(error)));
      throw error;
    }
    toast.success(t.created);
  }

  return (
    <ClubUserFormPage title={t.createTitle} subtitle={t.createSubtitle}>
      <ClubUserForm
        initialValues={EMPTY_CLUB_USER_FORM}
        typeOptions={userTypeOptions(can('club-users:manage-admins'))}
        onSubmit={save}
        onSaved={() => navigate(CLUB_ADMIN_PATH)}
        onCancel={() => navigate(CLUB_ADMIN_PATH)}
      />
    </ClubUserFormPage>
  );
}
