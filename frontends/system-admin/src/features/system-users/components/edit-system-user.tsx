import { useNavigate } from 'react-router';
import { Alert } from 'antd';
import { toast, useAuth } from '@courtside/core';
import { FormPage } from '@/lib/form-page';
import { LoadingBlock } from '@/lib/loading-block';
import { paths } from '@/lib/paths';
import { TEXT } from '@/texts';
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
  const navigate = useNavigate();
  const auth = useAuth();
  const systemUser = useSystemUser(id);
  const updateUser = useUpdateSystemUser();
  const t = TEXT.systemUserForm;

  async function save(values: SystemUserFormValues) {
    try {
      await updateUser.mutateAsync({ id, input: formValuesToInput(values) });
    } catch (error) {
      toast.error(t.updateFailed((error as Error).message));
      throw error;
    }
    toast.success(t.updated);
    // A new role or e-mail ends that user's sessions: when it was one's own, re-read the session.
    if (systemUser.data?.email.toLowerCase() === auth.user?.email.toLowerCase()) await auth.refresh();
  }

  return (
    <FormPage title={t.editTitle} subtitle={t.editSubtitle}>
      {systemUser.isPending ? (
        <LoadingBlock label={t.loading} lines={5} />
      ) : systemUser.isError ? (
        <Alert type="error" showIcon message={t.loadError(systemUser.error.message)} />
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
