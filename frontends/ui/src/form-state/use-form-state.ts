import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '@courtside/core';
import { useMessage } from './message';

type Errors<V> = Partial<Record<keyof V, string>>;

interface FormStateOptions<V> {
  initialValues: V;
  validate(values: V): Errors<V>;
  /** Saves; a rejection is mapped onto the fields by `serverErrors`. */
  onSubmit(values: V): Promise<unknown>;
  /** Field messages of a failed save beyond the API's `errors` (a 409 that belongs on a field). */
  serverErrors?(error: ApiError): Errors<V>;
  onSaved(): void;
  /** SPEC.md section 4 (the event form): after a successful save the form is reset first. */
  resetOnSave?: boolean;
}

/**
 * A form's state: values, the client rules (a field shows its error once left or once the form is
 * submitted), server errors on their fields until the field changes, and 'saving'. Native
 * controls bind to it with `text(field)` and `checkbox(field)`. Kept apart from the form's
 * controls, which the shell shares: it registers the shared messages' Dutch catalogue (message.ts).
 */
export function useFormState<V extends object>({
  initialValues,
  validate,
  onSubmit,
  serverErrors: toServerErrors,
  onSaved,
  resetOnSave = false,
}: FormStateOptions<V>) {
  const fields = Object.keys(initialValues) as (keyof V & string)[];
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<keyof V>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors<V>>({});
  const [saving, setSaving] = useState(false);
  /** A field to focus once the form is enabled again (after a refused save). */
  const [focusRequest, setFocusRequest] = useState<{ field: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = (field: string) => formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();

  useEffect(() => {
    if (focusRequest && !saving)
      formRef.current?.querySelector<HTMLElement>(`[name="${focusRequest.field}"]`)?.focus();
  }, [focusRequest, saving]);

  const message = useMessage();
  const clientErrors = validate(values);
  /** The field's message in the language on screen (the rules' texts are libs/domain's English). */
  const errorOf = (field: keyof V) => {
    const error = serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined);
    return error && message(error);
  };
  const set = (field: keyof V, value: V[keyof V]) => {
    setValues((was) => ({ ...was, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest as Errors<V>);
  };
  const touch = (field: keyof V) => () => setTouched((was) => new Set(was).add(field));
  const text = (field: keyof V & string) => ({
    value: values[field] as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, e.target.value as V[keyof V]),
    onBlur: touch(field),
  });
  const checkbox = (field: keyof V & string) => ({
    checked: values[field] as boolean,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field, e.target.checked as V[keyof V]),
  });

  async function handleSubmit(e: FormEvent) {
    e.preventDefault();
    setSubmitted(true);
    const invalid = fields.find((field) => clientErrors[field]);
    if (invalid) {
      focus(invalid);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError) {
        const known = Object.entries(error.fieldErrors).filter(([name]) =>
          (fields as string[]).includes(name),
        );
        const found = { ...Object.fromEntries(known), ...toServerErrors?.(error) } as Errors<V>;
        setServerErrors(found);
        const first = fields.find((field) => found[field]);
        if (first) setFocusRequest({ field: first });
      }
      return;
    }
    setSaving(false);
    if (resetOnSave) {
      setValues(initialValues);
      setTouched(new Set());
      setSubmitted(false);
    }
    onSaved();
  }

  return {
    values,
    saving,
    errorOf,
    text,
    checkbox,
    /** Sets a field from code (one field filled in from another), clearing its server error. */
    set,
    formProps: {
      ref: formRef,
      noValidate: true,
      'aria-busy': saving,
      onSubmit: (e: FormEvent) => void handleSubmit(e),
    },
  };
}
