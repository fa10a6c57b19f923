import { FormField } from '@courtside/ui/form';
import { useTranslation } from 'react-i18next';
import { leadTimeChoices, leadTimeUnit } from '../utils/lead-time';

/** A lead time in words: '6 hours', '2 days', '1 week' ('6 uur', '2 dagen' in Dutch). */
export function useLeadTimeLabel() {
  const { t } = useTranslation('member-settings', { keyPrefix: 'notifications' });
  return (hours: number) => {
    const { unit, count } = leadTimeUnit(hours);
    return unit === 'week' ? t('week') : t(unit, { count });
  };
}

/** How long before an event its reminder comes: a select of sensible choices, saved when changed. */
export function LeadTimeField({
  hours,
  disabled,
  error,
  onChange,
}: {
  hours: number;
  disabled: boolean;
  error: string | null;
  onChange(hours: number): void;
}) {
  const { t } = useTranslation('member-settings', { keyPrefix: 'notifications' });
  const label = useLeadTimeLabel();
  return (
    <div className="csm-setting__more">
      <FormField name="reminder-hours" label={t('leadTime')} error={error ?? undefined}>
        {(control) => (
          <select
            {...control}
            className="cs-input cs-select csm-setting__select"
            value={String(hours)}
            disabled={disabled}
            onChange={(e) => onChange(Number(e.target.value))}
          >
            {leadTimeChoices(hours).map((choice) => (
              <option key={choice} value={choice}>
                {label(choice)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
