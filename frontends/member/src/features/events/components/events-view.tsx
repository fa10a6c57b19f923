import { useAuth, usePermissions, type ClubEvent } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { PlusIcon } from '@courtside/ui/icons';
import { PageHeader } from '@courtside/ui/page';
import { Alert } from '@courtside/ui/states';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEvents } from '../api/get-events';
import { filterEvents } from '../utils/filter-events';
import { EventCard } from './event-card';
import { EventCardSkeletons } from './event-card-skeletons';
import { EventSearch } from './event-search';
import { EventsEmpty } from './events-empty';

export const CREATE_EVENT_PATH = '/events/create';

interface EventsViewProps {
  /** Shown under the heading (the guest banner). */
  banner?: ReactNode;
  /** The card's sign-up control, owned by the sign-ups feature. */
  renderSignupAction(event: ClubEvent): ReactNode;
}

/** The /events screen: heading, search and the card grid in its loading, error and empty states. */
export function EventsView({ banner, renderSignupAction }: EventsViewProps) {
  const { t } = useTranslation('member', { keyPrefix: 'events' });
  const { club } = useAuth();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const events = useEvents();
  const [search, setSearch] = useState('');
  const canManage = can('events:manage');
  const visible = events.data ? filterEvents(events.data, search) : [];
  const subtitle = [club?.name, events.data ? t('count', { count: events.data.length }) : null]
    .filter(Boolean)
    .join(' · ');
  const createButton = canManage ? (
    <Button variant="default" icon={<PlusIcon />} onClick={() => navigate(CREATE_EVENT_PATH)}>
      {t('createEvent')}
    </Button>
  ) : null;

  return (
    <>
      <PageHeader title={t('title')} subtitle={subtitle || undefined} actions={createButton} />
      {banner}
      <EventSearch value={search} onChange={setSearch} />
      {events.isPending ? (
        <EventCardSkeletons />
      ) : events.isError ? (
        <Alert>{t('loadError', { message: events.error.message })}</Alert>
      ) : visible.length === 0 ? (
        <EventsEmpty
          searching={search.trim() !== ''}
          onCreate={canManage ? () => navigate(CREATE_EVENT_PATH) : undefined}
        />
      ) : (
        <ul className="csm-grid" aria-label={t('title')}>
          {visible.map((event) => (
            <li key={event.id}>
              <EventCard event={event} canManage={canManage} signupAction={renderSignupAction(event)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
