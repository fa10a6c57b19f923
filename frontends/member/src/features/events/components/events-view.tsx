import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useAuth, usePermissions, type ClubEvent } from '@courtside/core';
import { PageHeader } from '@/lib/page-layout';
import { TEXT } from '@/texts';
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
  const { club } = useAuth();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const events = useEvents();
  const [search, setSearch] = useState('');
  const canManage = can('events:manage');
  const visible = events.data ? filterEvents(events.data, search) : [];

  const subtitle = [club?.name, events.data ? TEXT.events.count(events.data.length) : null]
    .filter(Boolean)
    .join(' · ');
  const createButton = canManage ? (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(CREATE_EVENT_PATH)}>
      {TEXT.events.createEvent}
    </Button>
  ) : null;

  return (
    <>
      <PageHeader title={TEXT.events.title} subtitle={subtitle || undefined} actions={createButton} />
      {banner}
      <div className="csm-toolbar">
        <EventSearch value={search} onChange={setSearch} />
      </div>
      {events.isPending ? (
        <EventCardSkeletons />
      ) : events.isError ? (
        <Alert type="error" showIcon message={TEXT.events.loadError(events.error.message)} />
      ) : visible.length === 0 ? (
        <EventsEmpty
          searching={search.trim() !== ''}
          onCreate={canManage ? () => navigate(CREATE_EVENT_PATH) : undefined}
        />
      ) : (
        <ul className="csm-grid" aria-label={TEXT.events.title}>
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
