import { CreateClubUser } from '@/features/club-users/components/create-club-user';
import { RequireCapability } from '@/lib/access-denied';
import { PageContainer } from '@/lib/page-layout';
import { ClubAdminProviders } from './club-admin-providers';

/** '/club-users/create' (exposed as ./CreateClubUserPage). */
export default function CreateClubUserPage() {
  return (
    <ClubAdminProviders>
      <PageContainer narrow>
        <RequireCapability capability="club-users:manage">
          <CreateClubUser />
        </RequireCapability>
      </PageContainer>
    </ClubAdminProviders>
  );
}
