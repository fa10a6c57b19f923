import { CreateClubUser } from '@/features/club-users/components/create-club-user';
import { ClubAdminFrame } from './club-admin-frame';

/** '/club-users/create' (exposed as ./CreateClubUserPage). */
export default function CreateClubUserPage() {
  return (
    <ClubAdminFrame capability="club-users:manage" narrow>
      <CreateClubUser />
    </ClubAdminFrame>
  );
}
