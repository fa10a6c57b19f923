import { ClubUsersView } from '@/features/club-users/components/club-users-view';
import { ClubAdminFrame } from './club-admin-frame';

/** '/club-users' (exposed as ./ClubUsersPage): staff read the list, user managers act on it. */
export default function ClubUsersPage() {
  return (
    <ClubAdminFrame capability="club-users:read">
      <ClubUsersView />
    </ClubAdminFrame>
  );
}
