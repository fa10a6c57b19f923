import { useTranslation } from 'react-i18next';
import { CardSkeletons } from '@/lib/card-skeletons';

export const EVENT_SKELETON_COUNT = 6;

export function EventCardSkeletons() {
  const { t } = useTranslation('member');
  return (
    <CardSkeletons count={EVENT_SKELETON_COUNT} label={t('events.loading')} testId="event-card-skeleton" />
  );
}
