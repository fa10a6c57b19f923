import { API_ERRORS } from '@courtside/domain';
import type { ApiError } from '@courtside/core';
import { useLabels } from '@courtside/core';
import { ChoiceSelect, FormActions, FormField } from '@courtside/ui/form';
import { useFormState } from '@courtside/ui/form-state';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import {
  SYSTEM_USER_TYPES,
  validateSystemUserForm,
  type SystemUserFormErrors,
  type SystemUserFormValues,
} from '../utils/system-user-form-values';

interface SystemUserFormProps {
  initialValues: SystemUserFormValues;
  onSubmit(values: SystemUserFormValues): Promise<unknown>;
  onSaved(): void;
}

/** Conflicts (409) carry no field errors: each goes on the field it is about. */
function conflictErrors(error: ApiError): SystemUserFormErrors {
  if (error.message === API_ERRORS.systemUserExists) return { email: error.message };
  if (error.message === API_ERRORS.lastSystemAdmin) return { user_type: error.message };
  return {};
}

/** Email, Name, User Type and 'Save User' (SPEC.md 'System user forms'). */
export function SystemUserForm({ initialValues, onSubmit, onSaved }: SystemUserFormProps) {
  const form = useFormState({
    initialValues,
    validate: validateSystemUserForm,
    onSubmit,
    serverErrors: conflictErrors,
    onSaved,
  });
  const { text, errorOf } = form;
  const { t } = useTranslation('system-admin', { keyPrefix: 'systemUserForm' });
  const labels = useLabels();

  return (
    <form {...form.formProps}>
      <fieldset className="cs-fields" disabled={form.saving}>
        <FormField name="email" label={t('email')} required error={errorOf('email')}>
          {(control) => (
            <input
              {...control}
              {...text('email')}
              className="cs-input"
              type="email"
              placeholder={t('emailPlaceholder')}
              autoComplete="off"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField name="name" label={t('name')} error={errorOf('name')}>
          {(control) => (
            <input
              {...control}
              {...text('name')}
              className="cs-input"
              placeholder={t('namePlaceholder')}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField
          name="user_type"
          label={t('userType')}
          required
          error={errorOf('user_type')}
          hint={t('userTypeHint')}
        >
          {(control) => (
            <ChoiceSelect
              {...control}
              {...text('user_type')}
              options={SYSTEM_USER_TYPES.map((type) => ({ value: type, label: labels.role(type) }))}
            />
          )}
        </FormField>
      </fieldset>
      <FormActions saving={form.saving} submitLabel={t('submit')} cancelTo={paths.dashboard} />
    </form>
  );
}
