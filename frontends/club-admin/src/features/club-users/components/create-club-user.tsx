import { usePermissions } from '@courtside/core';
import { messageOf, saveWithToasts } from '@courtside/ui/form-state';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClub } from '@/lib/levels';
import { useCreateClubUser, type ClubUserInput } from '../api/create-club-user';
import { EMPTY_CLUB_USER_FORM, userTypeOptions } from '../utils/club-user-form-values';
import { ClubUserForm } from './club-user-form';
import { CLUB_ADMIN_PATH, ClubUserFormPage } from './club-user-form-page';

export function CreateClubUser() {
  const { t } = useTranslation('club-admin', { keyPrefix: 'userForm' });
  const navigate = useNavigate();
  const { can } = usePermissions();
  const createClubUser = useCreateClubUser();
  const club = useClub();

  const save = saveWithToasts((input: ClubUserInput) => createClubUser.mutateAsync(input), {
    success: t('created'),
    failure: (error) => t('createFailed', { message: messageOf(error) }),
  });

  return (
    <ClubUserFormPage title={t('createTitle')} subtitle={t('createSubtitle')}>
      <ClubUserForm
        initialValues={EMPTY_CLUB_USER_FORM}
        typeOptions={userTypeOptions(can('club-users:manage-admins'))}
        club={club.data ?? null}
        onSubmit={save}
        onSaved={() => navigate(CLUB_ADMIN_PATH)}
        onCancel={() => navigate(CLUB_ADMIN_PATH)}
      />
    </ClubUserFormPage>
  );
}
