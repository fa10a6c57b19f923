import { useLabels, type Club } from '@courtside/core';
import type { ClubRole } from '@courtside/domain';
import { ChoiceSelect, FormActions, FormField } from '@courtside/ui/form';
import { useFormState } from '@courtside/ui/form-state';
import { useTranslation } from 'react-i18next';
import { useScaleDescription } from '@/lib/levels';
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
  /** The club (its rating scale): no Level field until it is known. */
  club: Club | null;
  /** The level being edited was set by the member themselves. */
  selfRated?: boolean;
  /** Saves; a rejection with field errors (ApiError.fieldErrors) shows them on their fields. */
  onSubmit(input: ClubUserInput): Promise<unknown>;
  onSaved(): void;
  onCancel(): void;
}

/**
 * The club user form (SPEC.md section 5): e-mail, name, one of the types this editor may give, and
 * the playing level on the club's scale (API.md section 10).
 */
export function ClubUserForm({
  initialValues,
  typeOptions,
  club,
  selfRated = false,
  onSubmit,
  onSaved,
  onCancel,
}: ClubUserFormProps) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'userForm' });
  const labels = useLabels();
  const scales = useScaleDescription();
  const scale = club?.rating_scale ?? null;
  const form = useFormState({
    initialValues,
    validate: (values) => {
      const errors = validateClubUserForm(values, typeOptions, scale);
      // In the language on screen; the field's hint gives the scale's range.
      if (errors.level) errors.level = t('levelInvalid');
      return errors;
    },
    onSubmit: (values) => onSubmit(formValuesToInput(values, initialValues)),
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
        {scale ? (
          <FormField
            name="level"
            label={t('level')}
            error={errorOf('level')}
            hint={[
              scales.range(scale),
              selfRated ? t('levelSelfRated') : null,
              club?.self_rating ? t('levelHint') : null,
            ]
              .filter(Boolean)
              .join(' ')}
          >
            {(control) => (
              <input
                {...control}
                {...text('level')}
                className="cs-input csa-level-input"
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('levelPlaceholder')}
              />
            )}
          </FormField>
        ) : null}
      </fieldset>
      <FormActions saving={form.saving} submitLabel={t('submit')} onCancel={onCancel} />
    </form>
  );
}
