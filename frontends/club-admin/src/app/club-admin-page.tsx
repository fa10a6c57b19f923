import { usePermissions } from '@courtside/core';
import { CalendarIcon, PeopleIcon, EditIcon, HistoryIcon } from '@courtside/ui/icons';
import { PageHeader } from '@courtside/ui/page';
import { Tabs, type TabItem } from '@courtside/ui/tabs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuditLogView } from '@/features/audit-log/components/audit-log-view';
import { ClubSettingsForm } from '@/features/club-settings/components/club-settings-form';
import { ClubUsersView } from '@/features/club-users/components/club-users-view';
import { EventsOverview } from '@/features/events/components/events-overview';
import { useJoinRequests } from '@/features/join-requests/api/join-requests';
import { JoinRequestsView } from '@/features/join-requests/components/join-requests-view';
import { GettingStartedChecklist } from './getting-started-checklist';
import { ClubAdminFrame } from './club-admin-frame';

type Section = 'users' | 'requests' | 'signups' | 'settings' | 'audit';

/**
 * '/club-admin' (exposed as ./ClubAdminPage). The open tab lives in the address (?tab=signups),
 * so coming back from an event's sign-ups returns to it. Settings only for `club:settings`; the
 * audit log only for `club-users:manage`. Above the tabs, a new club's getting-started checklist
 * for those who may change its settings (hiding it is a settings change).
 */
export default function ClubAdminPage() {
  return (
    <ClubAdminFrame capability="club:staff">
      <ClubAdministration />
    </ClubAdminFrame>
  );
}

function ClubAdministration() {
  const { t } = useTranslation('club-admin', { keyPrefix: 'clubAdmin' });
  const { can } = usePermissions();
  const [params, setParams] = useSearchParams();
  const pending = useJoinRequests('pending', can('club-users:manage'));
  const waiting = pending.data?.length ?? 0;
  const sections: TabItem<Section>[] = [
    { key: 'users', label: t('usersTab'), icon: <PeopleIcon />, render: () => <ClubUsersView level={2} /> },
    ...(can('club-users:manage')
      ? [
          {
            key: 'requests' as const,
            label: waiting > 0 ? t('requestsTabCount', { count: waiting }) : t('requestsTab'),
            icon: <PeopleIcon />,
            render: () => <JoinRequestsView level={2} />,
          },
        ]
      : []),
    { key: 'signups', label: t('signupsTab'), icon: <CalendarIcon />, render: () => <EventsOverview /> },
    ...(can('club:settings')
      ? [
          {
            key: 'settings' as const,
            label: t('settingsTab'),
            icon: <EditIcon />,
            render: () => <ClubSettingsForm />,
          },
        ]
      : []),
    ...(can('club-users:manage')
      ? [
          {
            key: 'audit' as const,
            label: t('auditTab'),
            icon: <HistoryIcon />,
            render: () => <AuditLogView level={2} />,
          },
        ]
      : []),
  ];
  const asked = params.get('tab');
  const selected = sections.find((section) => section.key === asked)?.key ?? 'users';
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <GettingStartedChecklist enabled={can('club:settings')} />
      <Tabs
        label={t('tabs')}
        items={sections}
        selected={selected}
        onSelect={(key) => setParams(key === 'users' ? {} : { tab: key }, { replace: true })}
      />
    </>
  );
}
