import { useLabels } from '@courtside/core';
import type { ClubRole } from '@courtside/domain';
import { ChoiceSelect, FormActions, FormField } from '@courtside/ui/form';
import { useFormState } from '@courtside/ui/form-state';
import { useTranslation } from 'react-i18next';
import type { ClubUserInput } from '../api/create-club-user';
import {
  formValuesToInput,
  validateClubUserForm,
  type ClubUserFormValues,
} from '../utils/club-user-form-values';

interface ClubUserFormProps {
  initialValues: ClubUserFormValues;
  /** The user types this editor may choose. */
  typeOptions: readonly ClubRole[];
  /** Saves; a rejection with field errors (ApiError.fieldErrors) shows them on their fields. */
  onSubmit(input: ClubUserInput): Promise<unknown>;
  onSaved(): void;
  onCancel(): void;
}

/** The club user form (SPEC.md section 5): e-mail, name and one of the types this editor may give. */
export function ClubUserForm({ initialValues, typeOptions, onSubmit, onSaved, onCancel }: ClubUserFormProps) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'userForm' });
  const labels = useLabels();
  const form = useFormState({
    initialValues,
    validate: (values) => validateClubUserForm(values, typeOptions),
    onSubmit: (values) => onSubmit(formValuesToInput(values)),
    onSaved,
  });
  const { text, errorOf } = form;
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
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              placeholder={t('emailPlaceholder')}
            />
          )}
        </FormField>
        <FormField name="name" label={t('name')} error={errorOf('name')}>
          {(control) => (
            <input
              {...control}
              {...text('name')}
              className="cs-input"
              autoComplete="off"
              placeholder={t('namePlaceholder')}
            />
          )}
        </FormField>
        <FormField
          name="user_type"
          label={t('userType')}
          error={errorOf('user_type')}
          hint={t('userTypeHint')}
        >
          {(control) => (
            <ChoiceSelect
              {...control}
              {...text('user_type')}
              options={typeOptions.map((type) => ({ value: type, label: labels.role(type) }))}
            />
          )}
        </FormField>
      </fieldset>
      <FormActions saving={form.saving} submitLabel={t('submit')} onCancel={onCancel} />
    </form>
  );
}
