import { useNavigate } from 'react-router';
import { toast } from '@courtside/core';
import { FormPage } from '@/lib/form-page';
import { paths } from '@/lib/paths';
import { TEXT } from '@/texts';
import { useCreateSystemUser } from '../api/create-system-user';
import {
  EMPTY_SYSTEM_USER_FORM,
  formValuesToInput,
  type SystemUserFormValues,
} from '../utils/system-user-form-values';
import { SystemUserForm } from './system-user-form';

/** '/system-admin/system-users/create'. */
export function CreateSystemUser() {
  const navigate = useNavigate();
  const createUser = useCreateSystemUser();
  const t = TEXT.systemUserForm;

  async function save(values: SystemUserFormValues) {
    try {
      await createUser.mutateAsync(formValuesToInput(values));
    } catch (error) {
      toast.error(t.createFailed((error as Error).message));
      throw error;
    }
    toast.success(t.created);
  }

  return (
    <FormPage title={t.createTitle} subtitle={t.createSubtitle}>
      <SystemUserForm
        initialValues={EMPTY_SYSTEM_USER_FORM}
        onSubmit={save}
        onSaved={() => navigate(paths.dashboard)}
      />
    </FormPage>
  );
}
