import { useNavigate } from 'react-router';
import { Alert, Skeleton } from 'antd';
import { toast, usePermissions } from '@courtside/core';
import { API_ERRORS } from '@courtside/domain';
import { TEXT } from '@/texts';
import { useClubUser } from '../api/get-club-user';
import { useUpdateClubUser } from '../api/update-club-user';
import type { ClubUserInput } from '../api/create-club-user';
import { clubUserToFormValues, isAdminType, userTypeOptions } from '../utils/club-user-form-values';
import { ClubUserForm } from './club-user-form';
import { CLUB_ADMIN_PATH, ClubUserFormPage } from './club-user-form-page';

export function EditClubUser({ id }: { id: string }) {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const user = useClubUser(id);
  const updateClubUser = useUpdateClubUser();
  const canManageAdmins = can('club-users:manage-admins');
  const t = TEXT.userForm;

  async function save(input: ClubUserInput) {
    try {
      await updateClubUser.mutateAsync({ id, input });
    } catch (error) {
      toast.error(t.updateFailed(error instanceof Error ? error.message : String(error)));
      throw error;
    }
    toast.success(t.updated);
  }

  return (
    <ClubUserFormPage title={t.editTitle} subtitle={t.editSubtitle}>
      {user.isPending ? (
        <div role="status" aria-busy="true" aria-label={t.loading} className="csa-form-skeleton">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} data-testid="user-field-skeleton">
              <Skeleton.Input active size="small" />
              <Skeleton.Input active block />
            </div>
          ))}
        </div>
      ) : user.isError ? (
        <Alert className="csa-form-alert" type="error" showIcon message={t.loadError(user.error.message)} />
      ) : isAdminType(user.data.user_type) && !canManageAdmins ? (
        // The server would refuse any change (403): say so instead of offering a form.
        <Alert className="csa-form-alert" type="info" showIcon message={API_ERRORS.manageAdminsForbidden} />
      ) : (
        <ClubUserForm
          key={user.data.id}
          initialValues={clubUserToFormValues(user.data)}
          typeOptions={userTypeOptions(canManageAdmins, user.data.user_type)}
          onSubmit={save}
          onSaved={() => navigate(CLUB_ADMIN_PATH)}
          onCancel={() => navigate(CLUB_ADMIN_PATH)}
        />
      )}
    </ClubUserFormPage>
  );
}
