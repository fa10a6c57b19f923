import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { ApiError } from '@courtside/core';
import { ROLE_LABELS, type ClubRole } from '@courtside/domain';
import { FormField } from '@courtside/core';
import { TEXT } from '@/texts';
import type { ClubUserInput } from '../api/create-club-user';
import {
  formValuesToInput,
  validateClubUserForm,
  type ClubUserFormErrors,
  type ClubUserFormField,
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

const FIELDS: ClubUserFormField[] = ['email', 'name', 'user_type'];
const isField = (name: string): name is ClubUserFormField => (FIELDS as string[]).includes(name);

/**
 * The club user form (SPEC.md section 5), with native controls styled by the theme. A field shows
 * its error once left or once submitted; the server's field errors land on their fields.
 */
export function ClubUserForm({ initialValues, typeOptions, onSubmit, onSaved, onCancel }: ClubUserFormProps) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<ClubUserFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ClubUserFormErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const t = TEXT.userForm;

  const clientErrors = validateClubUserForm(values, typeOptions);
  const errorOf = (field: ClubUserFormField) =>
    serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined);

  const bind = (field: ClubUserFormField) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => {
      setValues((was) => ({ ...was, [field]: e.target.value }));
      setServerErrors(({ [field]: _cleared, ...rest }) => rest);
    },
    onBlur: () => setTouched((was) => new Set(was).add(field)),
  });

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    const invalid = FIELDS.find((field) => clientErrors[field]);
    if (invalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await onSubmit(formValuesToInput(values));
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError) {
        setServerErrors(
          Object.fromEntries(Object.entries(error.fieldErrors).filter(([name]) => isField(name))),
        );
      }
      return;
    }
    setSaving(false);
    onSaved();
  }

  return (
    <form
      ref={formRef}
      className="csa-form"
      noValidate
      onSubmit={(e) => void handleSubmit(e)}
      aria-busy={saving}
    >
      <fieldset className="csa-form__fields" disabled={saving}>
        <FormField name="email" label={t.email} required error={errorOf('email')}>
          {(control) => (
            <input
              {...control}
              {...bind('email')}
              className="cs-input"
              type="email"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              placeholder={t.emailPlaceholder}
            />
          )}
        </FormField>
        <FormField name="name" label={t.name} error={errorOf('name')}>
          {(control) => (
            <input
              {...control}
              {...bind('name')}
              className="cs-input"
              autoComplete="off"
              placeholder={t.namePlaceholder}
            />
          )}
        </FormField>
        <FormField name="user_type" label={t.userType} error={errorOf('user_type')} hint={t.userTypeHint}>
          {(control) => (
            <select {...control} {...bind('user_type')} className="cs-input cs-select">
              {(typeOptions as readonly string[]).includes(values.user_type) ? null : (
                <option value={values.user_type} disabled>
                  {ROLE_LABELS[values.user_type as ClubRole] ?? values.user_type}
                </option>
              )}
              {typeOptions.map((type) => (
                <option key={type} value={type}>
                  {ROLE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </fieldset>
      <div className="csa-form-actions">
        <Button onClick={onCancel}>{TEXT.common.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {saving ? t.saving : t.submit}
        </Button>
      </div>
    </form>
  );
}
