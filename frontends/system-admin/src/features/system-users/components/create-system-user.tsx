import { useNavigate } from 'react-router';
import { messageOf, saveWithToasts } from '@courtside/ui/form-state';
import { FormPage } from '@/lib/form-page';
import { paths } from '@/lib/paths';
import { useTranslation } from 'react-i18next';
import { useCreateSystemUser } from '../api/create-system-user';
import {
  EMPTY_SYSTEM_USER_FORM,
  formValuesToInput,
  type SystemUserFormValues,
} from '../utils/system-user-form-values';
import { SystemUserForm } from './system-user-form';

/** '/system-admin/system-users/create'. */
export function CreateSystemUser() {
  const { t } = useTranslation('system-admin');
  const navigate = useNavigate();
  const createUser = useCreateSystemUser();

  const save = saveWithToasts(
    (values: SystemUserFormValues) => createUser.mutateAsync(formValuesToInput(values)),
    {
      success: t('systemUserForm.created'),
      failure: (error) => t('systemUserForm.createFailed', { message: messageOf(error) }),
    },
  );

  return (
    <FormPage title={t('systemUserForm.createTitle')} subtitle={t('systemUserForm.createSubtitle')}>
      <SystemUserForm
        initialValues={EMPTY_SYSTEM_USER_FORM}
        onSubmit={save}
        onSaved={() => navigate(paths.dashboard)}
      />
    </FormPage>
  );
}
