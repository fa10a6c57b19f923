import { PageHeader } from '@courtside/ui/page';
import { useTranslation } from 'react-i18next';
import { CalendarFeed } from '@/features/calendar/components/calendar-feed';
import { MyLevel } from '@/features/levels/components/my-level';
import { MySignupsView } from '@/features/signups/components/my-signups-view';
import { StandingSignups } from '@/features/signups/components/standing-signups';
import { GuestBanner } from '@/lib/guest-banner';
import { MemberPage } from './member-page';

function MySignups() {
  const { t } = useTranslation('member');
  return (
    <>
      <PageHeader title={t('mySignups.title')} subtitle={t('mySignups.subtitle')} />
      <GuestBanner />
      <MyLevel />
      <CalendarFeed />
      <StandingSignups />
      <MySignupsView />
    </>
  );
}

/** '/my-signups' (exposed as ./MySignupsPage). */
export default function MySignupsPage() {
  return (
    <MemberPage>
      <MySignups />
    </MemberPage>
  );
}
