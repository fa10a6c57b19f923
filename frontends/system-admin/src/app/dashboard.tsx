import { usePermissions } from '@courtside/core';
import { PageHeader } from '@courtside/ui/page';
import { useTranslation } from 'react-i18next';
import { ClubsSection } from '@/features/clubs/components/clubs-section';
import { SystemUsersSection } from '@/features/system-users/components/system-users-section';

/** '/system-admin': the clubs, then the system users (the features side by side, composed here). */
export function Dashboard() {
  const { t } = useTranslation('system-admin', { keyPrefix: 'dashboard' });
  const { can } = usePermissions();
  return (
    <>
      <PageHeader title={t('title')} subtitle={can('system:admin') ? t('subtitle') : t('subtitleReadOnly')} />
      <ClubsSection />
      <SystemUsersSection />
    </>
  );
}
