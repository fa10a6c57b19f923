import { ApiError } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { FormField } from '@courtside/ui/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { JOIN_NAMESPACES } from '@/i18n-join';
import { serverMessage } from '@/lib/server-message';
import { useAskToJoin, type JoinRequestBody } from '@/features/auth/api/join-request';

type Field = keyof JoinRequestBody;
const FIELDS: Field[] = ['name', 'member_number', 'phone', 'message'];

/** The field errors of a 400 (`errors`), by field. */
function fieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  return Object.fromEntries(
    FIELDS.filter((f) => typeof errors[f] === 'string').map((f) => [f, errors[f] as string]),
  );
}

/** Name (required), member number, phone and a message to the club's staff. */
export function JoinForm() {
  const { t } = useTranslation(JOIN_NAMESPACES);
  const ask = useAskToJoin();
  const [values, setValues] = useState<Record<Field, string>>({
    name: '',
    member_number: '',
    phone: '',
    message: '',
  });
  const errors = fieldErrors(ask.error);
  const general =
    ask.isError && Object.keys(errors).length === 0 ? serverMessage(ask.error, t('join.failed')) : null;
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  return (
    <form
      className="cs-auth__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body: JoinRequestBody = { name: values.name.trim() };
        for (const field of ['member_number', 'phone', 'message'] as const)
          if (values[field].trim()) body[field] = values[field].trim();
        ask.mutate(body);
      }}
    >
      <FormField name="name" label={t('join.name')} required error={errors.name}>
        {(control) => (
          <input
            {...control}
            className="cs-input"
            autoComplete="name"
            required
            value={values.name}
            onChange={set('name')}
          />
        )}
      </FormField>
      <FormField
        name="member_number"
        label={t('join.memberNumber')}
        hint={t('join.memberNumberHint')}
        error={errors.member_number}
      >
        {(control) => (
          <input
            {...control}
            className="cs-input"
            value={values.member_number}
            onChange={set('member_number')}
          />
        )}
      </FormField>
      <FormField name="phone" label={t('join.phone')} error={errors.phone}>
        {(control) => (
          <input
            {...control}
            className="cs-input"
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={set('phone')}
          />
        )}
      </FormField>
      <FormField name="message" label={t('join.message')} hint={t('join.messageHint')} error={errors.message}>
        {(control) => (
          <textarea
            {...control}
            className="cs-input"
            rows={4}
            value={values.message}
            onChange={set('message')}
          />
        )}
      </FormField>
      <Button type="submit" variant="default" block disabled={ask.isPending}>
        {ask.isPending ? t('join.sending') : t('join.submit')}
      </Button>
      {general && (
        <p className="cs-text-error" role="alert">
          {general}
        </p>
      )}
    </form>
  );
}
