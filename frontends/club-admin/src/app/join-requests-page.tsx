import { JoinRequestsView } from '@/features/join-requests/components/join-requests-view';
import { ClubAdminFrame } from './club-admin-frame';

/** '/join-requests' (exposed as ./JoinRequestsPage): requests to join, for `club-users:manage`. */
export default function JoinRequestsPage() {
  return (
    <ClubAdminFrame capability="club-users:manage">
      <JoinRequestsView />
    </ClubAdminFrame>
  );
}
