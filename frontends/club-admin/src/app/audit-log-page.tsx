import { AuditLogView } from '@/features/audit-log/components/audit-log-view';
import { ClubAdminFrame } from './club-admin-frame';

/** '/audit-log' (exposed as ./AuditLogPage): the club's audit log, for `club-users:manage`. */
export default function AuditLogPage() {
  return (
    <ClubAdminFrame capability="club-users:manage">
      <AuditLogView />
    </ClubAdminFrame>
  );
}
