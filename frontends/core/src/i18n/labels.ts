import { isEventType, type RecurringPattern, type UserType } from '@courtside/domain';
import { useTranslation } from 'react-i18next';

/** The words for the domain's values (event types, repeats, roles) in the active language. */
export function useLabels() {
  const { t } = useTranslation('common');
  return {
    /** SPEC.md section 1: an unknown type is displayed as 'Other'. */
    eventType: (value: string | null | undefined) => t(`eventType.${isEventType(value) ? value : 'other'}`),
    recurring: (value: RecurringPattern) => t(`recurring.${value}`),
    role: (value: UserType) => t(`role.${value}`),
  };
}
