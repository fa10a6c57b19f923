import { formatLongDateTime, useLabels } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { PeopleIcon } from '@courtside/ui/icons';
import { Alert, EmptyState, Spinner } from '@courtside/ui/states';
import { Cell, DataTable, type Column } from '@courtside/ui/table';
import { Tag } from '@courtside/ui/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEvents, type EventScope } from '../api/get-events';
import { EventScopeToggle } from './event-scope-toggle';
import { SignupCounts } from './signup-counts';

/**
 * The club's events with a way into each one's sign-ups (SPEC.md 'All Event Signups tab').
 * `withCounts` adds a Signups column (the /club-signups page).
 */
export function EventsOverview({ withCounts = false }: { withCounts?: boolean }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'events' });
  const labels = useLabels();
  const navigate = useNavigate();
  const [scope, setScope] = useState<EventScope>('upcoming');
  const events = useEvents(scope);
  const [name, type, start, signups, actions]: Column[] = [
    { key: 'name', label: t('columns.name') },
    { key: 'type', label: t('columns.type') },
    { key: 'start', label: t('columns.startTime') },
    { key: 'signups', label: t('columns.signups') },
    { key: 'actions', label: t('columns.actions'), actions: true },
  ];
  const columns = withCounts ? [name, type, start, signups, actions] : [name, type, start, actions];
  return (
    <div>
      <EventScopeToggle value={scope} onChange={setScope} />
      {events.isPending ? (
        <Spinner label={t('loading')} showLabel inline />
      ) : events.isError ? (
        <Alert>{t('loadError', { message: events.error.message })}</Alert>
      ) : events.data.length === 0 ? (
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <DataTable caption={t('tableLabel')} columns={columns}>
          {events.data.map((event) => (
            <tr key={event.id}>
              <Cell column={name} header>
                {event.name}
              </Cell>
              <Cell column={type}>
                <Tag>{labels.eventType(event.event_type)}</Tag>
              </Cell>
              <Cell column={start}>{formatLongDateTime(event.start_time)}</Cell>
              {withCounts ? (
                <Cell column={signups}>
                  <SignupCounts event={event} />
                </Cell>
              ) : null}
              <Cell column={actions}>
                <Button
                  size="sm"
                  icon={<PeopleIcon />}
                  onClick={() => navigate(`/events/${event.id}/signups`)}
                >
                  {t('viewSignups')}
                </Button>
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
