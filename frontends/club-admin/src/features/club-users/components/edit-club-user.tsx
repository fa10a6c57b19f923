import { usePermissions } from '@courtside/core';
import { messageOf, saveWithToasts } from '@courtside/ui/form-state';
import { API_ERRORS } from '@courtside/domain';
import { useMessage } from '@courtside/ui/form-state';
import { Alert, SkeletonBlock } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClub } from '@/lib/levels';
import type { ClubUserInput } from '../api/create-club-user';
import { useClubUser } from '../api/get-club-user';
import { useUpdateClubUser } from '../api/update-club-user';
import { clubUserToFormValues, isAdminType, userTypeOptions } from '../utils/club-user-form-values';
import { ClubUserForm } from './club-user-form';
import { ClubUserReliability } from './club-user-reliability';
import { CLUB_ADMIN_PATH, ClubUserFormPage } from './club-user-form-page';

export function EditClubUser({ id }: { id: string }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'userForm' });
  const message = useMessage();
  const navigate = useNavigate();
  const { can } = usePermissions();
  const user = useClubUser(id);
  const updateClubUser = useUpdateClubUser();
  const club = useClub();
  const canManageAdmins = can('club-users:manage-admins');

  const save = saveWithToasts((input: ClubUserInput) => updateClubUser.mutateAsync({ id, input }), {
    success: t('updated'),
    failure: (error) => t('updateFailed', { message: messageOf(error) }),
  });

  return (
    <ClubUserFormPage title={t('editTitle')} subtitle={t('editSubtitle')}>
      {user.isPending ? (
        <SkeletonBlock label={t('loading')} lines={3} testId="user-field-skeleton" />
      ) : user.isError ? (
        <Alert>{t('loadError', { message: user.error.message })}</Alert>
      ) : isAdminType(user.data.user_type) && !canManageAdmins ? (
        // The server would refuse any change (403): say so instead of offering a form.
        <Alert kind="info">{message(API_ERRORS.manageAdminsForbidden)}</Alert>
      ) : (
        <>
          <ClubUserReliability reliability={user.data.reliability} />
          <ClubUserForm
            key={user.data.id}
            initialValues={clubUserToFormValues(user.data)}
            typeOptions={userTypeOptions(canManageAdmins, user.data.user_type)}
            club={club.data ?? null}
            selfRated={user.data.level !== null && !user.data.level_set_by_staff}
            onSubmit={save}
            onSaved={() => navigate(CLUB_ADMIN_PATH)}
            onCancel={() => navigate(CLUB_ADMIN_PATH)}
          />
        </>
      )}
    </ClubUserFormPage>
  );
}
