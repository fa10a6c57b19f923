import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'antd';
import { ApiError, type EventInput } from '@courtside/core';
import { EVENT_TYPE_LABELS, LIMITS, RECURRING_PATTERN_LABELS } from '@courtside/domain';
import { ChoiceSelect } from '@/lib/choice-select';
import { FormField } from '@courtside/core';
import { TEXT } from '@/texts';
import {
  EMPTY_EVENT_FORM,
  formValuesToInput,
  validateEventForm,
  type EventFormErrors,
  type EventFormField,
  type EventFormValues,
} from '../utils/event-form-values';

interface EventFormProps {
  initialValues: EventFormValues;
  submitLabel: string;
  /** Saves; a rejection with field errors (ApiError.fieldErrors) shows them on their fields. */
  onSubmit(input: EventInput): Promise<unknown>;
  onSaved(): void;
  onCancel(): void;
}

const FIELDS = Object.keys(EMPTY_EVENT_FORM) as EventFormField[];
const isField = (name: string): name is EventFormField => (FIELDS as string[]).includes(name);

/**
 * The event form (SPEC.md section 5). Native controls, styled by the theme: antd's Form, Input and
 * Select would triple this page's weight. A field shows its error once left or once submitted.
 */
export function EventForm({ initialValues, submitLabel, onSubmit, onSaved, onCancel }: EventFormProps) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<EventFormField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<EventFormErrors>({});
  const [saving, setSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const t = TEXT.eventForm;

  const clientErrors = validateEventForm(values);
  const errorOf = (field: EventFormField) =>
    serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined);

  const change = (field: EventFormField) => (e: { target: { value: string } }) => {
    setValues((was) => ({ ...was, [field]: e.target.value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const blur = (field: EventFormField) => () => setTouched((was) => new Set(was).add(field));
  const bind = (field: EventFormField) => ({
    value: values[field],
    onChange: change(field),
    onBlur: blur(field),
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
    // SPEC.md section 4: after a successful save the form is reset, then the callback runs.
    setSaving(false);
    setValues(initialValues);
    setTouched(new Set());
    setSubmitted(false);
    onSaved();
  }

  const overLimit = values.description.length > LIMITS.eventDescription;

  return (
    <form
      ref={formRef}
      className="csm-form"
      noValidate
      onSubmit={(e) => void handleSubmit(e)}
      aria-busy={saving}
    >
      <fieldset className="csm-form__fields" disabled={saving}>
        <FormField name="name" label={t.name} required error={errorOf('name')}>
          {(control) => (
            <input
              {...control}
              {...bind('name')}
              className="cs-input"
              placeholder={t.namePlaceholder}
              autoComplete="off"
            />
          )}
        </FormField>
        <FormField
          name="description"
          label={t.description}
          error={errorOf('description')}
          aside={
            <span
              className={overLimit ? 'cs-field__count cs-field__count--over' : 'cs-field__count'}
              aria-hidden
            >
              {values.description.length} / {LIMITS.eventDescription}
            </span>
          }
        >
          {(control) => (
            <textarea
              {...control}
              {...bind('description')}
              className="cs-input csm-textarea"
              rows={4}
              placeholder={t.descriptionPlaceholder}
            />
          )}
        </FormField>
        <div className="csm-form-row csm-form-row--2">
          <FormField name="event_type" label={t.eventType} required error={errorOf('event_type')}>
            {(control) => <ChoiceSelect {...control} {...bind('event_type')} labels={EVENT_TYPE_LABELS} />}
          </FormField>
          <FormField
            name="recurring_pattern"
            label={t.recurringPattern}
            required
            error={errorOf('recurring_pattern')}
          >
            {(control) => (
              <ChoiceSelect {...control} {...bind('recurring_pattern')} labels={RECURRING_PATTERN_LABELS} />
            )}
          </FormField>
        </div>
        <div className="csm-form-row csm-form-row--3">
          <FormField name="event_date" label={t.eventDate} required error={errorOf('event_date')}>
            {(control) => <input {...control} {...bind('event_date')} className="cs-input" type="date" />}
          </FormField>
          <FormField name="start_time" label={t.startTime} required error={errorOf('start_time')}>
            {(control) => <input {...control} {...bind('start_time')} className="cs-input" type="time" />}
          </FormField>
          <FormField name="end_time" label={t.endTime} required error={errorOf('end_time')}>
            {(control) => <input {...control} {...bind('end_time')} className="cs-input" type="time" />}
          </FormField>
        </div>
        <div className="csm-form-row csm-form-row--2">
          <FormField name="location" label={t.location} error={errorOf('location')}>
            {(control) => (
              <input
                {...control}
                {...bind('location')}
                className="cs-input"
                placeholder={t.locationPlaceholder}
              />
            )}
          </FormField>
          <FormField name="capacity" label={t.capacity} error={errorOf('capacity')} hint={t.capacityHelp}>
            {(control) => (
              <input
                {...control}
                {...bind('capacity')}
                className="cs-input"
                type="number"
                inputMode="numeric"
                min={LIMITS.eventCapacityMin}
                max={LIMITS.eventCapacityMax}
                step={1}
                placeholder={t.capacityPlaceholder}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <div className="csm-form-actions">
        <Button onClick={onCancel}>{TEXT.common.cancel}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {saving ? t.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}
