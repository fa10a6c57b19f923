import { useAuth, usePermissions, type ClubEvent, useDebounced } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { messageOf } from '@courtside/ui/form-state';
import { PlusIcon } from '@courtside/ui/icons';
import { PageHeader } from '@courtside/ui/page';
import { Alert } from '@courtside/ui/states';
import { toast } from '@courtside/ui/toast';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEventPages, useMoreEvents } from '../api/get-event-pages';
import { filterEvents } from '../utils/group-by-day';
import { EventCard } from './event-card';
import { EventCardSkeletons } from './event-card-skeletons';
import { EventDays } from './event-days';
import { EventSearch } from './event-search';
import { EventsEmpty } from './events-empty';

export const CREATE_EVENT_PATH = '/events/create';
/** The search goes to the server once the typing pauses this long. */
export const SEARCH_DELAY_MS = 300;

interface EventsViewProps {
  /** Shown under the heading (the guest banner). */
  banner?: ReactNode;
  /** Another answer the cards show is on its way: the skeleton until it is in. */
  waiting?: boolean;
  /** The card's sign-up controls, owned by the sign-ups feature (a stable function: EventCard). */
  renderSignupAction(event: ClubEvent): ReactNode;
}

/**
 * The /events screen: heading, search and the cards under date headings, a page at a time. The
 * count and the search cover every event (the server's `total` and `q`); while a search is on
 * its way, the cards on screen are filtered by the text already typed.
 */
export function EventsView({ banner, waiting = false, renderSignupAction }: EventsViewProps) {
  const { t } = useTranslation('member', { keyPrefix: 'events' });
  const { club } = useAuth();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const events = useEventPages(q);
  const more = useMoreEvents(q);
  const canManage = can('events:manage');
  // The cards are drawn in a render React may interrupt (a transition, after the heading and the
  // search are on screen, the skeleton meanwhile): a page of cards drawn in one go would hold a
  // phone's main thread in one long task, with the page unresponsive meanwhile.
  // While `waiting`, the list is not handed on either: the cards then come in that transition too,
  // not in the render the awaited answer starts.
  const list = useDeferredValue(waiting ? undefined : events.data, undefined);
  // The answer to what is typed, and on screen: the deferred list may still be the one before it,
  // and 'No events found' beside the old count would contradict itself.
  const settled = !events.isPlaceholderData && q === search.trim() && list === events.data;
  const visible = list ? filterEvents(list.items, search) : [];
  const total = list ? (list.total ?? list.items.length) : null;
  const subtitle = [club?.name, total !== null ? t('count', { count: total }) : null]
    .filter(Boolean)
    .join(' · ');
  const createButton = canManage ? (
    <Button variant="default" icon={<PlusIcon />} onClick={() => navigate(CREATE_EVENT_PATH)}>
      {t('createEvent')}
    </Button>
  ) : null;
  const showMore = (cursor: string) =>
    more.mutate(cursor, { onError: (error) => toast.error(t('moreFailed', { message: messageOf(error) })) });

  return (
    <>
      <PageHeader title={t('title')} subtitle={subtitle || undefined} actions={createButton} />
      {banner}
      <EventSearch value={search} onChange={setSearch} />
      {events.isError ? (
        <Alert>{t('loadError', { message: events.error.message })}</Alert>
      ) : !list || (visible.length === 0 && !settled) ? (
        <EventCardSkeletons />
      ) : visible.length === 0 ? (
        <EventsEmpty
          searching={search.trim() !== ''}
          onCreate={canManage ? () => navigate(CREATE_EVENT_PATH) : undefined}
        />
      ) : (
        <>
          <EventDays
            events={visible}
            renderCard={(event) => (
              <EventCard event={event} canManage={canManage} renderSignupAction={renderSignupAction} />
            )}
          />
          {settled && list.next_cursor ? (
            <div className="csm-more">
              <p className="csm-muted">{t('shown', { shown: list.items.length, total })}</p>
              <Button loading={more.isPending} onClick={() => list.next_cursor && showMore(list.next_cursor)}>
                {more.isPending ? t('loadingMore') : t('showMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
