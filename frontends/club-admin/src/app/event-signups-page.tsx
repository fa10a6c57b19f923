import { formatLongDateTime, useAuth, usePermissions, useDebounced, type EventSignup } from '@courtside/core';
import { BackLink } from '@courtside/ui/back-link';
import { ButtonLink } from '@courtside/ui/button';
import { CalendarIcon, PeopleIcon, PlaceIcon } from '@courtside/ui/icons';
import { MessageButton } from '@courtside/ui/message-dialog';
import { PageHeader } from '@courtside/ui/page';
import { Alert, EmptyState, Spinner } from '@courtside/ui/states';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSignupCandidates } from '@/features/club-users/api/get-club-users';
import { useEvent } from '@/features/events/api/get-event';
import { useEventSignups } from '@/features/signups/api/get-event-signups';
import { AdminSignupPicker } from '@/features/signups/components/admin-signup-picker';
import { EventSignupsTable } from '@/features/signups/components/event-signups-table';
import { CopyForWhatsAppButton, signupsForWhatsApp } from '@/lib/copy-for-whatsapp';
import { ClubAdminFrame } from './club-admin-frame';

/** The picker's search waits for typing to pause this long. */
const SEARCH_DELAY_MS = 300;

/** '/events/:id/signups' (exposed as ./EventSignupsPage): staff only. */
export default function EventSignupsPage() {
  const { id = '' } = useParams();
  return (
    <ClubAdminFrame capability="club:staff">
      <EventSignups key={id} eventId={id} />
    </ClubAdminFrame>
  );
}

/**
 * The event (its name and capacity), its sign-ups and, for sign-up managers, the club's users
 * matching the picker's search: three features met here, as features do not import each other.
 */
function EventSignups({ eventId }: { eventId: string }) {
  const { t } = useTranslation('club-admin');
  const { club } = useAuth();
  const { can } = usePermissions();
  const canManage = can('signups:manage');
  const event = useEvent(eventId);
  const signups = useEventSignups(eventId);
  const [search, setSearch] = useState('');
  const users = useSignupCandidates(useDebounced(search.trim(), SEARCH_DELAY_MS), { enabled: canManage });
  const back = <BackLink to="/events">{t('backToEvents')}</BackLink>;

  if (event.isPending || signups.isPending) {
    return (
      <>
        {back}
        <Spinner label={t('eventSignups.loading')} showLabel inline />
      </>
    );
  }
  if (event.isError || signups.isError) {
    return (
      <>
        {back}
        <Alert>
          {t('eventSignups.loadError', { message: (event.error ?? signups.error)?.message ?? '' })}
        </Alert>
      </>
    );
  }
  const rows = signups.data;
  const count = (status: EventSignup['status']) => rows.filter((s) => s.status === status).length;
  const confirmed = count('confirmed');
  const waitlisted = count('waitlisted');
  // A place held for an offer is taken, but not yet by anyone who said yes.
  const offered = count('offered');
  const { name, start_time, location, capacity } = event.data;
  const summary = capacity !== null ? 'summary' : waitlisted === 0 ? 'summaryNoLimit' : 'summaryUnlimited';
  return (
    <>
      {back}
      <PageHeader
        title={t('eventSignups.title', { event: name })}
        subtitle={t('eventSignups.subtitle')}
        actions={
          can('events:manage') ? (
            <>
              <CopyForWhatsAppButton
                text={() => signupsForWhatsApp(event.data, rows, t('whatsApp.member'))}
              />
              <MessageButton target={{ scope: 'event', id: eventId }} />
              <ButtonLink to={`/events/${eventId}/attendance`} icon={<PeopleIcon />}>
                {t('eventSignups.attendance')}
              </ButtonLink>
              {/* The draw is offered for mix-ins (API.md section 10), to those who run events. */}
              {event.data.event_type === 'mixin' ? (
                <ButtonLink to={`/events/${eventId}/draw`} icon={<PeopleIcon />}>
                  {t('eventSignups.draw')}
                </ButtonLink>
              ) : null}
            </>
          ) : null
        }
      />
      <ul className="csa-facts" aria-label={name}>
        <li>
          <CalendarIcon />
          <span>{formatLongDateTime(start_time)}</span>
        </li>
        {location ? (
          <li>
            <PlaceIcon />
            <span>{location}</span>
          </li>
        ) : null}
        <li>
          <PeopleIcon />
          <span>
            {t(`eventSignups.${summary}`, { confirmed, capacity, waitlisted })}
            {offered ? ` · ${t('eventSignups.summaryOffered', { count: offered })}` : null}
          </span>
        </li>
      </ul>
      {canManage ? (
        <AdminSignupPicker
          eventId={eventId}
          users={users.data}
          loadFailed={users.isError}
          search={search}
          onSearch={setSearch}
          signedUpIds={new Set(rows.flatMap((s) => (s.user_id ? [s.user_id] : [])))}
        />
      ) : null}
      {rows.length === 0 ? (
        <EmptyState title={t('eventSignups.emptyTitle')} body={t('eventSignups.emptyBody')} />
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
