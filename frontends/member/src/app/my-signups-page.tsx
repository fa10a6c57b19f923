import { PageHeader } from '@courtside/ui/page';
import { useTranslation } from 'react-i18next';
import { MySignupsView } from '@/features/signups/components/my-signups-view';
import { GuestBanner } from '@/lib/guest-banner';
import { MemberPage } from './member-page';

function MySignups() {
  const { t } = useTranslation('member');
  return (
    <>
      <PageHeader title={t('mySignups.title')} subtitle={t('mySignups.subtitle')} />
      <GuestBanner />
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
