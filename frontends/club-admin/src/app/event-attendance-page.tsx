import { useDebounced } from '@courtside/core';
import { BackLink } from '@courtside/ui/back-link';
import { PageHeader } from '@courtside/ui/page';
import { Alert, Spinner } from '@courtside/ui/states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAttendance } from '@/features/attendance/api/attendance';
import { AttendanceList } from '@/features/attendance/components/attendance-list';
import { useSignupCandidates } from '@/features/club-users/api/get-club-users';
import { useEvent } from '@/features/events/api/get-event';
import { ClubAdminFrame } from './club-admin-frame';

/** The walk-in search waits for typing to pause this long. */
const SEARCH_DELAY_MS = 300;

/** '/events/:id/attendance' (exposed as ./EventAttendancePage): those who run events. */
export default function EventAttendancePage() {
  const { id = '' } = useParams();
  return (
    <ClubAdminFrame capability="events:manage">
      <EventAttendance key={id} eventId={id} />
    </ClubAdminFrame>
  );
}

/** The event, its attendance and the club's members for walk-ins: three features met here. */
function EventAttendance({ eventId }: { eventId: string }) {
  const { t } = useTranslation('club-admin');
  const event = useEvent(eventId);
  const attendance = useAttendance(eventId);
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const users = useSignupCandidates(debounced, { enabled: debounced !== '' });
  const back = <BackLink to={`/events/${eventId}/signups`}>{t('attendance.back')}</BackLink>;
  if (event.isPending || attendance.isPending)
    return (
      <>
        {back}
        <Spinner label={t('attendance.loading')} showLabel inline />
      </>
    );
  if (event.isError || attendance.isError)
    return (
      <>
        {back}
        <Alert>
          {t('attendance.loadError', { message: (event.error ?? attendance.error)?.message ?? '' })}
        </Alert>
      </>
    );
  return (
    <>
      {back}
      <PageHeader
        title={t('attendance.title', { event: event.data.name })}
        subtitle={t('attendance.subtitle')}
      />
      <AttendanceList
        eventId={eventId}
        items={attendance.data}
        candidates={users.data}
        search={search}
        onSearch={setSearch}
      />
    </>
  );
}
