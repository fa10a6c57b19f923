import { SIGNUP_WINDOW_LIMITS } from '@courtside/domain';
import { CheckboxField, ChoiceSelect, FormField, FormRow } from '@courtside/ui/form';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  repeatsIn,
  type EventFormField,
  type EventFormValues,
  type RepeatMode,
} from '../utils/event-form-values';
import { hoursBefore, windowPresets } from '../utils/window-presets';

type Control = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

interface SignupWindowFieldsProps {
  mode: RepeatMode;
  values: EventFormValues;
  text(field: EventFormField): { value: string; onChange(e: Control): void; onBlur(): void };
  checkbox(field: EventFormField): { checked: boolean; onChange(e: ChangeEvent<HTMLInputElement>): void };
  set(field: EventFormField, value: string): void;
  errorOf(field: EventFormField): string | undefined;
}

/**
 * When sign-ups open and close, the cancellation deadline and, for a series, whether members may
 * sign up for every date (API.md section 13). A one-off event takes two dates and times; a series
 * hours before each date, with presets such as 'Sunday 20:00 before' worked out from its first date.
 */
export function SignupWindowFields({ mode, values, text, checkbox, set, errorOf }: SignupWindowFieldsProps) {
  const { t } = useTranslation('member', { keyPrefix: 'eventForm' });
  const error = errorOf;
  const series = repeatsIn(values, mode);
  const cutoff = (
    <FormField
      name="cancel_cutoff_hours"
      label={t('cancelCutoff')}
      error={error('cancel_cutoff_hours')}
      hint={t('cancelCutoffHelp')}
    >
      {(control) => (
        <input
          {...control}
          {...text('cancel_cutoff_hours')}
          className="cs-input"
          type="number"
          inputMode="numeric"
          min={0}
          max={SIGNUP_WINDOW_LIMITS.cutoffHoursMax}
          step={1}
          placeholder={t('cancelCutoffPlaceholder')}
        />
      )}
    </FormField>
  );

  if (!series) {
    return (
      <fieldset className="csm-window-fields">
        <legend className="cs-field__label">{t('signupWindow')}</legend>
        <FormRow>
          <FormField
            name="signup_opens_at"
            label={t('signupOpens')}
            error={error('signup_opens_at')}
            hint={t('signupOpensHelp')}
          >
            {(control) => (
              <input {...control} {...text('signup_opens_at')} className="cs-input" type="datetime-local" />
            )}
          </FormField>
          <FormField
            name="signup_closes_at"
            label={t('signupCloses')}
            error={error('signup_closes_at')}
            hint={t('signupClosesHelp')}
          >
            {(control) => (
              <input {...control} {...text('signup_closes_at')} className="cs-input" type="datetime-local" />
            )}
          </FormField>
        </FormRow>
        <FormRow>{cutoff}</FormRow>
      </fieldset>
    );
  }

  const presets = values.event_date && values.start_time ? windowPresets(values.event_date) : [];
  const presetHours = (key: string) => {
    const preset = presets.find((p) => p.key === key);
    return preset ? hoursBefore(values.event_date, values.start_time, preset.daysBefore, preset.at) : null;
  };
  const chosen =
    presets.find((p) => String(presetHours(p.key)) === values.signup_opens_hours_before.trim())?.key ??
    (values.signup_opens_hours_before.trim() ? 'custom' : '');
  return (
    <fieldset className="csm-window-fields">
      <legend className="cs-field__label">{t('signupWindow')}</legend>
      <FormRow>
        <FormField name="signup_opens_preset" label={t('signupOpens')} hint={t('signupOpensSeriesHelp')}>
          {(control) => (
            <ChoiceSelect
              {...control}
              value={chosen}
              onChange={(e) => {
                const hours = presetHours(e.target.value);
                if (e.target.value === '') set('signup_opens_hours_before', '');
                else if (hours !== null) set('signup_opens_hours_before', String(hours));
              }}
              options={[
                { value: '', label: t('presets.always') },
                ...presets.map((p) => ({ value: p.key, label: t(`presets.${p.key}`, { time: p.at }) })),
                { value: 'custom', label: t('presets.custom') },
              ]}
            />
          )}
        </FormField>
        <FormField
          name="signup_opens_hours_before"
          label={t('signupOpensHours')}
          error={error('signup_opens_hours_before')}
        >
          {(control) => (
            <input
              {...control}
              {...text('signup_opens_hours_before')}
              className="cs-input"
              type="number"
              inputMode="decimal"
              min={0}
              max={SIGNUP_WINDOW_LIMITS.offsetHoursMax}
              step={0.25}
              placeholder={t('hoursPlaceholder')}
            />
          )}
        </FormField>
      </FormRow>
      <FormRow>
        <FormField
          name="signup_closes_hours_before"
          label={t('signupClosesHours')}
          error={error('signup_closes_hours_before')}
          hint={t('signupClosesSeriesHelp')}
        >
          {(control) => (
            <input
              {...control}
              {...text('signup_closes_hours_before')}
              className="cs-input"
              type="number"
              inputMode="decimal"
              min={0}
              max={SIGNUP_WINDOW_LIMITS.offsetHoursMax}
              step={0.25}
              placeholder={t('hoursPlaceholder')}
            />
          )}
        </FormField>
        {cutoff}
      </FormRow>
      <CheckboxField
        name="allow_standing_signups"
        label={t('allowStanding')}
        hint={t('allowStandingHelp')}
        {...checkbox('allow_standing_signups')}
      />
    </fieldset>
  );
}
