import { useParams } from 'react-router';
import { EditClubUser } from '@/features/club-users/components/edit-club-user';
import { RequireCapability } from '@/lib/access-denied';
import { PageContainer } from '@/lib/page-layout';
import { ClubAdminProviders } from './club-admin-providers';

/** '/club-users/:id/edit' (exposed as ./EditClubUserPage). */
export default function EditClubUserPage() {
  const { id = '' } = useParams();
  return (
    <ClubAdminProviders>
      <PageContainer narrow>
        <RequireCapability capability="club-users:manage">
          <EditClubUser key={id} id={id} />
        </RequireCapability>
      </PageContainer>
    </ClubAdminProviders>
  );
}
