import { EventsOverview } from '@/features/events/components/events-overview';
import { RequireCapability } from '@/lib/access-denied';
import { PageContainer, PageHeader } from '@/lib/page-layout';
import { TEXT } from '@/texts';
import { ClubAdminProviders } from './club-admin-providers';

/** '/club-signups' (exposed as ./ClubSignupsPage): every event with its sign-up numbers. */
export default function ClubSignupsPage() {
  return (
    <ClubAdminProviders>
      <PageContainer>
        <RequireCapability capability="club:staff">
          <PageHeader title={TEXT.clubSignups.title} subtitle={TEXT.clubSignups.subtitle} />
          <EventsOverview withCounts />
        </RequireCapability>
      </PageContainer>
    </ClubAdminProviders>
  );
}
