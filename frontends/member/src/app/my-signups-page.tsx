import { MySignupsView } from '@/features/signups/components/my-signups-view';
import { GuestBanner } from '@/lib/guest-banner';
import { PageContainer, PageHeader } from '@/lib/page-layout';
import { TEXT } from '@/texts';
import { MemberProviders } from './member-providers';

/** '/my-signups' (exposed as ./MySignupsPage). */
export default function MySignupsPage() {
  return (
    <MemberProviders>
      <PageContainer>
        <PageHeader title={TEXT.mySignups.title} subtitle={TEXT.mySignups.subtitle} />
        <GuestBanner />
        <MySignupsView />
      </PageContainer>
    </MemberProviders>
  );
}
