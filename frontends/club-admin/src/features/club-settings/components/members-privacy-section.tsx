import { RETENTION_MONTHS } from '@courtside/domain';
import { CheckboxField, ChoiceSelect, FormField, FormSection } from '@courtside/ui/form';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Retention periods offered, in months; a stored value not among them is offered too. */
const RETENTION_CHOICES = [12, 18, 24, 36, 48, 60, 120] as const;

/** The form's value for retention: 'off' or a whole number of months as text. */
export const RETENTION_OFF = 'off';
export const retentionText = (months: number | null) => (months === null ? RETENTION_OFF : String(months));
export const retentionValue = (text: string) => (text === RETENTION_OFF ? null : Number(text));

interface Bound<T> {
  value: T;
  onChange(e: ChangeEvent<HTMLInputElement | HTMLSelectElement>): void;
}

/**
 * What members see of each other, what anyone with a shared link sees (`public_event_cards`, API.md
 * section 15), and how long the club keeps their names on past sign-ups:
 * `show_participants` ("Who's coming" on the event page) and `retention_months` (anonymising
 * past sign-ups, API.md section 12).
 */
export function MembersPrivacySection({
  showParticipants,
  publicEventCards,
  retention,
}: {
  showParticipants: { checked: boolean; onChange(e: ChangeEvent<HTMLInputElement>): void };
  publicEventCards: { checked: boolean; onChange(e: ChangeEvent<HTMLInputElement>): void };
  retention: Bound<string>;
}) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'settings' });
  const months = new Set<number>(RETENTION_CHOICES);
  if (retention.value !== RETENTION_OFF) months.add(Number(retention.value));
  const options = [
    { value: RETENTION_OFF, label: t('retentionOff') },
    ...[...months]
      .filter((m) => m >= RETENTION_MONTHS.min && m <= RETENTION_MONTHS.max)
      .sort((a, b) => a - b)
      .map((m) => ({ value: String(m), label: t('retentionMonths', { count: m }) })),
  ];
  return (
    <FormSection title={t('privacySection')}>
      <CheckboxField
        name="show_participants"
        label={t('showParticipants')}
        hint={t('showParticipantsHint')}
        {...showParticipants}
      />
      <CheckboxField
        name="public_event_cards"
        label={t('publicEventCards')}
        hint={t('publicEventCardsHint')}
        {...publicEventCards}
      />
      <FormField
        name="retention_months"
        label={t('retention')}
        hint={
          retention.value === RETENTION_OFF
            ? t('retentionHintOff')
            : t('retentionHint', { count: Number(retention.value) })
        }
      >
        {(control) => <ChoiceSelect {...control} {...retention} options={options} />}
      </FormField>
    </FormSection>
  );
}
