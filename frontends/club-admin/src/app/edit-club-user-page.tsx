import { useParams } from 'react-router';
import { EditClubUser } from '@/features/club-users/components/edit-club-user';
import { ClubAdminFrame } from './club-admin-frame';

/** '/club-users/:id/edit' (exposed as ./EditClubUserPage). */
export default function EditClubUserPage() {
  const { id = '' } = useParams();
  return (
    <ClubAdminFrame capability="club-users:manage" narrow>
      <EditClubUser key={id} id={id} />
    </ClubAdminFrame>
  );
}
