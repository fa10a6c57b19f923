import { ApiError, formatCardDate, usePermissions, type ClubEvent } from '@courtside/core';
import { BackLink } from '@courtside/ui/back-link';
import { RepeatIcon } from '@courtside/ui/icons';
import { Card, PageHeader } from '@courtside/ui/page';
import { Alert, SkeletonBlock } from '@courtside/ui/states';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSeriesSummary } from '@/lib/series-summary';
import { ShareEventButton } from '@/lib/share-event';
import { useEvent } from '../api/get-event';
import { useSeries } from '../api/get-series';
import { CancelReason, EventFacts, EventStatus, EventTags } from './event-card';
import { EventCardMenu } from './event-card-menu';
import { EventMessages } from './event-messages';
import { MessageButton, useEventMessages } from '@courtside/ui/message-dialog';
import { EVENTS_PATH } from './event-form-page';

interface EventDetailsProps {
  id: string;
  /** Sign Up or Remove Signup for this date, from the sign-ups feature. */
  renderSignupAction(event: ClubEvent): ReactNode;
  /** Sign up for all (or Stop) for the event's series, from the sign-ups feature. */
  renderSeriesAction(event: ClubEvent): ReactNode;
}

/** The event page's series part: the rule in words, the next date, and signing up for every date. */
function SeriesPart({ event, action }: { event: ClubEvent; action: ReactNode }) {
  const { t } = useTranslation('member', { keyPrefix: 'eventPage' });
  const headingId = useId();
  const series = useSeries(event.series_id);
  const summarise = useSeriesSummary();
  const summary = series.data
    ? (summarise({
        rule: series.data.rule,
        time: series.data.template.start_local_time,
        until: series.data.until,
        firstDate: series.data.first_start.slice(0, 10),
      }) ?? series.data.summary)
    : null;
  return (
    <Card as="section" className="csm-event__series" aria-labelledby={headingId}>
      <h2 id={headingId} className="csm-event__heading">
        {t('seriesHeading')}
      </h2>
      {series.isError ? (
        <p className="csm-muted">{t('seriesLoadError', { message: series.error.message })}</p>
      ) : summary ? (
        <>
          <p className="csm-repeat-summary csm-repeat-summary--large">
            <RepeatIcon />
            {summary}
          </p>
          {series.data?.next_start ? (
            <p className="csm-muted">{t('nextDate', { date: formatCardDate(series.data.next_start) })}</p>
          ) : null}
          {series.data?.subscribed ? <p>{t('subscribed')}</p> : null}
        </>
      ) : (
        <SkeletonBlock label={t('seriesLoading')} lines={2} />
      )}
      {action ? <div className="csm-event__series-action">{action}</div> : null}
    </Card>
  );
}

/**
 * /events/{id}: one event with its details, capacity, the caller's place and sign-up, and for a
 * date of a series the series in words with 'Sign up for all'. Organisers get the card's menu.
 */
export function EventDetails({ id, renderSignupAction, renderSeriesAction }: EventDetailsProps) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const { can } = usePermissions();
  const query = useEvent(id);
  // Asked beside the event, not after it: the messages part adds no round trip to the page.
  useEventMessages(id);
  const back = <BackLink to={EVENTS_PATH}>{t('backToEvents')}</BackLink>;

  if (query.isPending) {
    return (
      <>
        {back}
        <SkeletonBlock label={t('editEvent.loading')} lines={8} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {back}
        {query.error instanceof ApiError && query.error.status === 404 ? (
          <Alert kind="warning">{t('editEvent.notFound')}</Alert>
        ) : (
          <Alert>{t('editEvent.loadError', { message: query.error.message })}</Alert>
        )}
      </>
    );
  }
  const event = query.data;
  const cancelled = event.status === 'cancelled';
  return (
    <>
      {back}
      <EventTags event={event} />
      <PageHeader
        title={<span className={cancelled ? 'csm-struck' : undefined}>{event.name}</span>}
        actions={
          can('events:manage') ? (
            <>
              <ShareEventButton event={event} />
              <MessageButton target={{ scope: 'event', id: event.id }} />
              <EventCardMenu event={event} onDeleted={() => navigate(EVENTS_PATH)} />
            </>
          ) : (
            <ShareEventButton event={event} />
          )
        }
      />
      <Card
        as="section"
        className={cancelled ? 'csm-event csm-card--cancelled' : 'csm-event'}
        aria-label={t('eventPage.details')}
      >
        <EventFacts event={event} />
        {event.description ? <p className="csm-event__description">{event.description}</p> : null}
        <CancelReason event={event} />
        <div className="csm-card__footer">
          <div>
            <EventStatus event={event} />
          </div>
          {cancelled ? null : <div className="csm-card__actions">{renderSignupAction(event)}</div>}
        </div>
      </Card>
      {event.series_id ? <SeriesPart event={event} action={renderSeriesAction(event)} /> : null}
      <EventMessages eventId={event.id} />
    </>
  );
}
