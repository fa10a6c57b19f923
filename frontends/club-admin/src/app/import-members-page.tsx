import { ImportMembersView } from '@/features/member-import/components/import-members-view';
import { ClubAdminFrame } from './club-admin-frame';

/** '/import' (exposed as ./ImportMembersPage): a member list from a file, for `club-users:manage`. */
export default function ImportMembersPage() {
  return (
    <ClubAdminFrame capability="club-users:manage">
      <ImportMembersView />
    </ClubAdminFrame>
  );
}
