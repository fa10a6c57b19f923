import { usePermissions } from '@courtside/core';
import { ClubsSection } from '@/features/clubs/components/clubs-section';
import { SystemUsersSection } from '@/features/system-users/components/system-users-section';
import { PageHeader } from '@/lib/page-layout';
import { TEXT } from '@/texts';

/** '/system-admin': the clubs, then the system users (the features side by side, composed here). */
export function Dashboard() {
  const { can } = usePermissions();
  const t = TEXT.dashboard;
  return (
    <>
      <PageHeader title={t.title} subtitle={can('system:admin') ? t.subtitle : t.subtitleReadOnly} />
      <ClubsSection />
      <SystemUsersSection />
    </>
  );
}
