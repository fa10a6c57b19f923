import { CheckboxField, ChoiceSelect, FormField, FormRow, FormSection } from '@courtside/ui/form';
import type { useFormState } from '@courtside/ui/form-state';
import { WAITLIST_MODES, WAITLIST_PRIORITIES } from '@courtside/domain';
import { useTranslation } from 'react-i18next';
import { OFFER_OPEN_HOURS, type WaitlistValues } from '../utils/waitlist-values';

type WaitlistForm = Pick<
  ReturnType<typeof useFormState<WaitlistValues>>,
  'values' | 'text' | 'checkbox' | 'errorOf'
>;

/**
 * The settings' Waitlist section: whether a freed place goes to the next person at once or is
 * offered first, and for offers the quiet hours (off, or from-to) and how long before the start a
 * free place goes to everyone waiting; and who goes first (everyone in sign-up order, or people
 * who come when they sign up first). Each says what it does; the offer fields show only for
 * offers.
 */
export function WaitlistFields({ form }: { form: WaitlistForm }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'settings.waitlist' });
  const offers = form.values.waitlist_mode === 'offer';
  return (
    <FormSection title={t('section')}>
      <FormField
        name="waitlist_mode"
        label={t('mode')}
        error={form.errorOf('waitlist_mode')}
        hint={t(`modeHint.${form.values.waitlist_mode}`)}
      >
        {(control) => (
          <ChoiceSelect
            {...control}
            {...form.text('waitlist_mode')}
            options={WAITLIST_MODES.map((mode) => ({ value: mode, label: t(`modeOption.${mode}`) }))}
          />
        )}
      </FormField>
      <FormField
        name="waitlist_priority"
        label={t('priority')}
        error={form.errorOf('waitlist_priority')}
        hint={t(`priorityHint.${form.values.waitlist_priority}`)}
      >
        {(control) => (
          <ChoiceSelect
            {...control}
            {...form.text('waitlist_priority')}
            options={WAITLIST_PRIORITIES.map((p) => ({ value: p, label: t(`priorityOption.${p}`) }))}
          />
        )}
      </FormField>
      {offers ? (
        <>
          <p className="csa-note csa-muted">{t('offerTimes')}</p>
          <CheckboxField
            name="quiet_hours_on"
            label={t('quietHours')}
            hint={t('quietHoursHint')}
            {...form.checkbox('quiet_hours_on')}
          />
          {form.values.quiet_hours_on ? (
            <FormRow>
              <FormField name="quiet_from" label={t('quietFrom')} required error={form.errorOf('quiet_from')}>
                {(control) => (
                  <input {...control} {...form.text('quiet_from')} className="cs-input" type="time" />
                )}
              </FormField>
              <FormField name="quiet_to" label={t('quietTo')} required error={form.errorOf('quiet_to')}>
                {(control) => (
                  <input {...control} {...form.text('quiet_to')} className="cs-input" type="time" />
                )}
              </FormField>
            </FormRow>
          ) : null}
          <FormField
            name="offer_open_hours"
            label={t('openHours')}
            error={form.errorOf('offer_open_hours')}
            hint={t('openHoursHint', { hours: form.values.offer_open_hours.trim() || '0' })}
          >
            {(control) => (
              <input
                {...control}
                {...form.text('offer_open_hours')}
                className="cs-input csa-input--short"
                type="number"
                inputMode="numeric"
                min={OFFER_OPEN_HOURS.min}
                max={OFFER_OPEN_HOURS.max}
                step={1}
              />
            )}
          </FormField>
        </>
      ) : null}
    </FormSection>
  );
}
