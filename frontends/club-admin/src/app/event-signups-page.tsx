import { useNavigate, useParams } from 'react-router';
import { Alert, Button } from 'antd';
import { ArrowLeftOutlined, CalendarOutlined, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { formatLongDateTime, useAuth, usePermissions } from '@courtside/core';
import { useClubUsers } from '@/features/club-users/api/get-club-users';
import { useEvent } from '@/features/events/api/get-event';
import { useEventSignups } from '@/features/signups/api/get-event-signups';
import { AdminSignupPicker } from '@/features/signups/components/admin-signup-picker';
import { EventSignupsTable } from '@/features/signups/components/event-signups-table';
import { RequireCapability } from '@/lib/access-denied';
import { EmptyState } from '@/lib/empty-state';
import { LoadingLine } from '@/lib/loading-line';
import { PageContainer, PageHeader } from '@/lib/page-layout';
import { TEXT } from '@/texts';
import { ClubAdminProviders } from './club-admin-providers';

/** '/events/:id/signups' (exposed as ./EventSignupsPage): staff only. */
export default function EventSignupsPage() {
  const { id = '' } = useParams();
  return (
    <ClubAdminProviders>
      <PageContainer>
        <RequireCapability capability="club:staff">
          <EventSignups key={id} eventId={id} />
        </RequireCapability>
      </PageContainer>
    </ClubAdminProviders>
  );
}

/**
 * The event (its name and capacity), its sign-ups and, for sign-up managers, the club's users
 * for the picker: three features met here, as features do not import each other.
 */
function EventSignups({ eventId }: { eventId: string }) {
  const navigate = useNavigate();
  const { club } = useAuth();
  const { can } = usePermissions();
  const canManage = can('signups:manage');
  const event = useEvent(eventId);
  const signups = useEventSignups(eventId);
  const users = useClubUsers({ enabled: canManage });
  const t = TEXT.eventSignups;

  const back = (
    <Button
      className="csa-back"
      color="primary"
      variant="link"
      icon={<ArrowLeftOutlined aria-hidden />}
      onClick={() => navigate('/events')}
    >
      {TEXT.common.backToEvents}
    </Button>
  );

  if (event.isPending || signups.isPending) {
    return (
      <>
        {back}
        <LoadingLine text={t.loading} />
      </>
    );
  }
  if (event.isError || signups.isError) {
    return (
      <>
        {back}
        <Alert type="error" showIcon message={t.loadError((event.error ?? signups.error)?.message ?? '')} />
      </>
    );
  }

  const rows = signups.data;
  const confirmed = rows.filter((s) => s.status === 'confirmed').length;
  const waitlisted = rows.length - confirmed;
  const { name, start_time, location, capacity } = event.data;

  return (
    <>
      {back}
      <PageHeader title={t.title(name)} subtitle={t.subtitle} />
      <ul className="csa-facts" aria-label={name}>
        <li>
          <CalendarOutlined aria-hidden />
          <span>{formatLongDateTime(start_time)}</span>
        </li>
        {location ? (
          <li>
            <EnvironmentOutlined aria-hidden />
            <span>{location}</span>
          </li>
        ) : null}
        <li>
          <TeamOutlined aria-hidden />
          <span>{t.summary(confirmed, capacity, waitlisted)}</span>
        </li>
      </ul>
      {canManage ? (
        <AdminSignupPicker
          eventId={eventId}
          users={users.data ?? (users.isError ? [] : undefined)}
          signedUpIds={new Set(rows.map((s) => s.user_id))}
        />
      ) : null}
      {rows.length === 0 ? (
        <EmptyState title={t.emptyTitle} body={t.emptyBody} />
      ) : (
        <EventSignupsTable
          signups={rows}
          timeZone={club?.timezone}
          linkToUsers={can('club-users:manage')}
          canCancel={canManage}
        />
      )}
    </>
  );
}
