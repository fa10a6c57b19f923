import { useNavigate } from 'react-router';
import { messageOf, saveWithToasts } from '@courtside/ui/form-state';
import { useAuth } from '@courtside/core';
import { FormPage } from '@/lib/form-page';
import { Alert, SkeletonBlock } from '@courtside/ui/states';
import { paths } from '@/lib/paths';
import { useTranslation } from 'react-i18next';
import { useSystemUser } from '../api/get-system-user';
import { useUpdateSystemUser } from '../api/update-system-user';
import {
  formValuesToInput,
  systemUserToFormValues,
  type SystemUserFormValues,
} from '../utils/system-user-form-values';
import { SystemUserForm } from './system-user-form';

/** '/system-admin/system-users/:id/edit': loads the user, then the form with its values. */
export function EditSystemUser({ id }: { id: string }) {
  const { t } = useTranslation('system-admin');
  const navigate = useNavigate();
  const auth = useAuth();
  const systemUser = useSystemUser(id);
  const updateUser = useUpdateSystemUser();

  const save = saveWithToasts(
    async (values: SystemUserFormValues) => {
      await updateUser.mutateAsync({ id, input: formValuesToInput(values) });
      // A new role or e-mail ends that user's sessions: when it was one's own, re-read the session.
      if (systemUser.data?.email.toLowerCase() === auth.user?.email.toLowerCase()) await auth.refresh();
    },
    {
      success: t('systemUserForm.updated'),
      failure: (error) => t('systemUserForm.updateFailed', { message: messageOf(error) }),
    },
  );

  return (
    <FormPage title={t('systemUserForm.editTitle')} subtitle={t('systemUserForm.editSubtitle')}>
      {systemUser.isPending ? (
        <SkeletonBlock label={t('systemUserForm.loading')} lines={5} />
      ) : systemUser.isError ? (
        <Alert>{t('systemUserForm.loadError', { message: systemUser.error.message })}</Alert>
      ) : (
        <SystemUserForm
          key={systemUser.data.id}
          initialValues={systemUserToFormValues(systemUser.data)}
          onSubmit={save}
          onSaved={() => navigate(paths.dashboard)}
        />
      )}
    </FormPage>
  );
}
