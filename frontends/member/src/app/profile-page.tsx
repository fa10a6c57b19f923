import { ProfileSettings } from '@/features/profile/components/profile-form';
import { MemberPage } from './member-page';

/** '/settings/profile' (exposed as ./ProfilePage): one's own name, phone and name visibility. */
export default function ProfilePage() {
  return (
    <MemberPage narrow>
      <ProfileSettings />
    </MemberPage>
  );
}
