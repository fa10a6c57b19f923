import { useLabels, type EventInput } from '@courtside/core';
import {
  defaultPublicCard,
  EVENT_TYPES,
  fitsTextLimit,
  isEventType,
  LIMITS,
  textLength,
} from '@courtside/domain';
import { CheckboxField, ChoiceSelect, FormActions, FormField, FormRow } from '@courtside/ui/form';
import { useFormState } from '@courtside/ui/form-state';
import { useTranslation } from 'react-i18next';
import {
  formValuesToInput,
  validateEventForm,
  type EventFormValues,
  type RepeatMode,
} from '../utils/event-form-values';
import { RepeatFields } from './repeat-fields';
import { SignupWindowFields } from './signup-window-fields';

interface EventFormProps {
  initialValues: EventFormValues;
  /** What the recurrence fields may do (a new event, a date of a series, a one-off event). */
  repeatMode?: RepeatMode;
  submitLabel: string;
  /** Saves; a rejection with field errors (ApiError.fieldErrors) shows them on their fields. */
  onSubmit(input: EventInput, values: EventFormValues): Promise<unknown>;
  onSaved(): void;
  onCancel(): void;
}

/**
 * The event form (SPEC.md section 5), native controls from the kit. A field shows its error once
 * left or once submitted; after a successful save the form is reset, then `onSaved` runs.
 */
export function EventForm({
  initialValues,
  repeatMode = 'new',
  submitLabel,
  onSubmit,
  onSaved,
  onCancel,
}: EventFormProps) {
  const { t } = useTranslation('member', { keyPrefix: 'eventForm' });
  const labels = useLabels();
  const form = useFormState({
    initialValues,
    validate: (values) => validateEventForm(values, repeatMode),
    onSubmit: (values) => onSubmit(formValuesToInput(values, repeatMode), values),
    onSaved,
    resetOnSave: true,
  });
  const { text, errorOf, values, checkbox, set } = form;
  // Characters as a person counts them (graphemes), the server's measure: one '❤️' is one.
  const overLimit = !fitsTextLimit(values.description, LIMITS.eventDescription);
  const counter = (
    <span className={overLimit ? 'cs-field__count cs-field__count--over' : 'cs-field__count'} aria-hidden>
      {textLength(values.description)} / {LIMITS.eventDescription}
    </span>
  );

  return (
    <form {...form.formProps}>
      <fieldset className="cs-fields" disabled={form.saving}>
        <FormField name="name" label={t('name')} required error={errorOf('name')}>
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
        <FormField name="description" label={t('description')} error={errorOf('description')} aside={counter}>
          {(control) => (
            <textarea
              {...control}
              {...text('description')}
              className="cs-input"
              rows={4}
              placeholder={t('descriptionPlaceholder')}
            />
          )}
        </FormField>
        <FormRow>
          <FormField name="event_type" label={t('eventType')} required error={errorOf('event_type')}>
            {(control) => (
              <ChoiceSelect
                {...control}
                {...text('event_type')}
                options={EVENT_TYPES.map((type) => ({ value: type, label: labels.eventType(type) }))}
              />
            )}
          </FormField>
          <FormField name="location" label={t('location')} error={errorOf('location')}>
            {(control) => (
              <input
                {...control}
                {...text('location')}
                className="cs-input"
                placeholder={t('locationPlaceholder')}
              />
            )}
          </FormField>
        </FormRow>
        <FormRow columns={3}>
          <FormField name="event_date" label={t('eventDate')} required error={errorOf('event_date')}>
            {(control) => <input {...control} {...text('event_date')} className="cs-input" type="date" />}
          </FormField>
          <FormField name="start_time" label={t('startTime')} required error={errorOf('start_time')}>
            {(control) => <input {...control} {...text('start_time')} className="cs-input" type="time" />}
          </FormField>
          <FormField name="end_time" label={t('endTime')} required error={errorOf('end_time')}>
            {(control) => <input {...control} {...text('end_time')} className="cs-input" type="time" />}
          </FormField>
        </FormRow>
        <RepeatFields mode={repeatMode} values={values} text={text} errorOf={errorOf} />
        <FormRow>
          <FormField
            name="capacity"
            label={t('capacity')}
            error={errorOf('capacity')}
            hint={t('capacityHelp')}
          >
            {(control) => (
              <input
                {...control}
                {...text('capacity')}
                className="cs-input"
                type="number"
                inputMode="numeric"
                min={LIMITS.eventCapacityMin}
                max={LIMITS.eventCapacityMax}
                step={1}
                placeholder={t('capacityPlaceholder')}
              />
            )}
          </FormField>
        </FormRow>
        <SignupWindowFields
          mode={repeatMode}
          values={values}
          text={text}
          checkbox={checkbox}
          set={(field, value) => set(field, value)}
          errorOf={errorOf}
        />
        <CheckboxField
          name="public_card"
          label={t('publicCard')}
          hint={t('publicCardHelp')}
          checked={
            values.public_card ??
            values.public_card_saved ??
            (isEventType(values.event_type) && defaultPublicCard(values.event_type))
          }
          onChange={(e) => set('public_card', e.target.checked)}
        />
      </fieldset>
      <FormActions saving={form.saving} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  );
}
