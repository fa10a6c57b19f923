import { PageHeader } from '@courtside/ui/page';
import { useTranslation } from 'react-i18next';
import { EventsOverview } from '@/features/events/components/events-overview';
import { ClubAdminFrame } from './club-admin-frame';

function ClubSignups() {
  const { t } = useTranslation('club-admin');
  return (
    <>
      <PageHeader title={t('clubSignups.title')} subtitle={t('clubSignups.subtitle')} />
      <EventsOverview withCounts />
    </>
  );
}

/** '/club-signups' (exposed as ./ClubSignupsPage): every event with its sign-up numbers. */
export default function ClubSignupsPage() {
  return (
    <ClubAdminFrame capability="club:staff">
      <ClubSignups />
    </ClubAdminFrame>
  );
}
