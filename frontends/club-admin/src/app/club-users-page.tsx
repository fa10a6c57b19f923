import { ClubUsersView } from '@/features/club-users/components/club-users-view';
import { RequireCapability } from '@/lib/access-denied';
import { PageContainer } from '@/lib/page-layout';
import { ClubAdminProviders } from './club-admin-providers';

/** '/club-users' (exposed as ./ClubUsersPage): staff read the list, user managers act on it. */
export default function ClubUsersPage() {
  return (
    <ClubAdminProviders>
      <PageContainer>
        <RequireCapability capability="club-users:read">
          <ClubUsersView />
        </RequireCapability>
      </PageContainer>
    </ClubAdminProviders>
  );
}
