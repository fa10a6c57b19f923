import { useSearchParams } from 'react-router';
import { CalendarOutlined, TeamOutlined } from '@ant-design/icons';
import { ClubUsersView } from '@/features/club-users/components/club-users-view';
import { EventsOverview } from '@/features/events/components/events-overview';
import { RequireCapability } from '@/lib/access-denied';
import { PageContainer, PageHeader } from '@/lib/page-layout';
import { Tabs, type TabItem } from '@/lib/tabs';
import { TEXT } from '@/texts';
import { ClubAdminProviders } from './club-admin-providers';

type Section = 'users' | 'signups';

const SECTIONS: readonly TabItem<Section>[] = [
  {
    key: 'users',
    label: TEXT.clubAdmin.usersTab,
    icon: <TeamOutlined />,
    render: () => <ClubUsersView level={2} />,
  },
  {
    key: 'signups',
    label: TEXT.clubAdmin.signupsTab,
    icon: <CalendarOutlined />,
    render: () => <EventsOverview />,
  },
];

/**
 * '/club-admin' (exposed as ./ClubAdminPage). The open tab lives in the address (?tab=signups),
 * so coming back from an event's sign-ups returns to it.
 */
export default function ClubAdminPage() {
  return (
    <ClubAdminProviders>
      <PageContainer>
        <RequireCapability capability="club:staff">
          <ClubAdministration />
        </RequireCapability>
      </PageContainer>
    </ClubAdminProviders>
  );
}

function ClubAdministration() {
  const [params, setParams] = useSearchParams();
  const selected: Section = params.get('tab') === 'signups' ? 'signups' : 'users';
  return (
    <>
      <PageHeader title={TEXT.clubAdmin.title} subtitle={TEXT.clubAdmin.subtitle} />
      <Tabs
        label={TEXT.clubAdmin.tabs}
        items={SECTIONS}
        selected={selected}
        onSelect={(key) => setParams(key === 'users' ? {} : { tab: key }, { replace: true })}
      />
    </>
  );
}
