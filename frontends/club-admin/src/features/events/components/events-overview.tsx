import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { formatLongDateTime } from '@courtside/core';
import { eventTypeLabel } from '@courtside/domain';
import { EmptyState } from '@/lib/empty-state';
import { LoadingLine } from '@/lib/loading-line';
import { TEXT } from '@/texts';
import { useEvents, type EventScope } from '../api/get-events';
import { EventScopeToggle } from './event-scope-toggle';
import { SignupCounts } from './signup-counts';

const COLUMNS = TEXT.events.columns;

/**
 * The club's events with a way into each one's sign-ups (SPEC.md 'All Event Signups tab').
 * `withCounts` adds a Signups column (the /club-signups page).
 */
export function EventsOverview({ withCounts = false }: { withCounts?: boolean }) {
  const navigate = useNavigate();
  const [scope, setScope] = useState<EventScope>('upcoming');
  const events = useEvents(scope);
  const t = TEXT.events;

  return (
    <div>
      <div className="csa-toolbar">
        <EventScopeToggle value={scope} onChange={setScope} />
      </div>
      {events.isPending ? (
        <LoadingLine text={t.loading} />
      ) : events.isError ? (
        <Alert type="error" showIcon message={t.loadError(events.error.message)} />
      ) : events.data.length === 0 ? (
        <EmptyState title={t.emptyTitle} body={t.emptyBody} />
      ) : (
        <div className="csa-table-wrap">
          <table className="csa-table" aria-label={t.tableLabel}>
            <thead>
              <tr>
                <th scope="col">{COLUMNS.name}</th>
                <th scope="col">{COLUMNS.type}</th>
                <th scope="col">{COLUMNS.startTime}</th>
                {withCounts ? <th scope="col">{COLUMNS.signups}</th> : null}
                <th scope="col" className="csa-table__actions">
                  {COLUMNS.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {events.data.map((event) => (
                <tr key={event.id}>
                  <td className="csa-table__primary" data-label={COLUMNS.name}>
                    <span className="csa-break">{event.name}</span>
                  </td>
                  <td data-label={COLUMNS.type}>
                    <span className="csa-type">{eventTypeLabel(event.event_type)}</span>
                  </td>
                  <td data-label={COLUMNS.startTime}>{formatLongDateTime(event.start_time)}</td>
                  {withCounts ? (
                    <td data-label={COLUMNS.signups}>
                      <SignupCounts event={event} />
                    </td>
                  ) : null}
                  <td className="csa-table__actions" data-label={COLUMNS.actions}>
                    <Button
                      size="small"
                      icon={<TeamOutlined aria-hidden />}
                      onClick={() => navigate(`/events/${event.id}/signups`)}
                    >
                      {t.viewSignups}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
