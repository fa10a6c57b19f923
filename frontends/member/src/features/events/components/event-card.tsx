import { formatCardDateRange, useLabels, type ClubEvent } from '@courtside/core';
import { CalendarIcon, PeopleIcon, PlaceIcon, RepeatIcon } from '@courtside/ui/icons';
import { StatusTag, Tag } from '@courtside/ui/tag';
import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignupWindowNote } from '@/lib/signup-window-note';
import { useSignupWindow } from '@/lib/use-signup-window';
import { EventCardMenu } from './event-card-menu';

interface EventCardProps {
  event: ClubEvent;
  canManage: boolean;
  /**
   * Sign Up (and, for a date of a series, Sign up for all), from the sign-ups feature. The same
   * function on every render (a module's own), or the card is drawn again whenever its list is.
   */
  renderSignupAction(event: ClubEvent): ReactNode;
}

export const eventPath = (id: string) => `/events/${id}`;

/** The card's facts: when, where, how full. Also the event page's. */
export function EventFacts({ event }: { event: ClubEvent }) {
  const { t } = useTranslation('member');
  const count = event.signup_count;
  return (
    <ul className="csm-facts">
      <li className="csm-facts__when">
        <CalendarIcon />
        <span>{formatCardDateRange(event.start_time, event.end_time)}</span>
      </li>
      {event.location ? (
        <li>
          <PlaceIcon />
          <span>{event.location}</span>
        </li>
      ) : null}
      <li>
        <PeopleIcon />
        <span>
          {event.capacity == null
            ? t('card.signedUp', { count })
            : t('card.signedUpOf', { count, capacity: event.capacity })}
          {event.waitlist_count > 0 ? (
            <span className="csm-muted"> · {t('card.waitlist', { count: event.waitlist_count })}</span>
          ) : null}
        </span>
      </li>
    </ul>
  );
}

/** The type, the repeat ('Repeats weekly') and, when called off, 'Cancelled'. */
export function EventTags({ event }: { event: ClubEvent }) {
  const { t } = useTranslation('member');
  const labels = useLabels();
  return (
    <div className="csm-tags">
      <Tag>{labels.eventType(event.event_type)}</Tag>
      {event.recurring_pattern !== 'none' ? (
        <Tag icon={<RepeatIcon />}>{t(`card.repeats.${event.recurring_pattern}`)}</Tag>
      ) : null}
      {event.status === 'cancelled' ? <Tag tone="danger">{t('card.cancelled')}</Tag> : null}
    </div>
  );
}

/** Why staff called the event off, as they wrote it (several lines); nothing when they gave no reason. */
export function CancelReason({ event }: { event: ClubEvent }) {
  const { t } = useTranslation('member');
  if (event.status !== 'cancelled' || !event.cancel_reason) return null;
  return (
    <p className="csm-cancel-reason">
      <strong>{t('cancelDate.reasonHeading')}</strong> {event.cancel_reason}
    </p>
  );
}

/**
 * The caller's place, or else where sign-ups stand: not yet open ('Opens Sun 20:00', a countdown
 * in the last hour), closed, or the event full.
 */
export function EventStatus({ event }: { event: ClubEvent }) {
  const { t } = useTranslation('member');
  const { now, label } = useSignupWindow(event);
  const status = event.my_signup?.status;
  if (status) return <StatusTag status={status}>{t(`status.${status}`)}</StatusTag>;
  if (event.status === 'cancelled') return <span className="csm-muted">{t('card.cancelledNote')}</span>;
  if (label && label.kind !== 'closesIn') return <SignupWindowNote label={label} now={now} />;
  if (event.capacity != null && event.signup_count >= event.capacity)
    return <span className="csm-muted">{t('card.full')}</span>;
  return label ? <SignupWindowNote label={label} now={now} /> : null;
}

/**
 * One event in the grid; its title opens the event page. A cancelled date is struck through,
 * tagged 'Cancelled', and offers no sign-up. Drawn again only when its own props change: the
 * page above it renders again when any of its answers arrives (the standing sign-ups, the rest of
 * the list), and thirty cards drawn again in that render, which React cannot interrupt, would
 * hold a phone's main thread in one long task. The event is the query cache's own object, kept by
 * TanStack Query while its data is unchanged.
 */
export const EventCard = memo(function EventCard({ event, canManage, renderSignupAction }: EventCardProps) {
  const titleId = useId();
  const cancelled = event.status === 'cancelled';
  return (
    <article
      className={cancelled ? 'cs-card csm-card csm-card--cancelled' : 'cs-card csm-card'}
      aria-labelledby={titleId}
    >
      <div className="csm-card__top">
        <EventTags event={event} />
        {canManage ? <EventCardMenu event={event} /> : null}
      </div>
      <h3 id={titleId} className="csm-card__title">
        <Link to={eventPath(event.id)} className="csm-card__link">
          {event.name}
        </Link>
      </h3>
      {event.description ? <p className="csm-card__description">{event.description}</p> : null}
      <EventFacts event={event} />
      <CancelReason event={event} />
      <div className="csm-card__footer">
        <div>
          <EventStatus event={event} />
        </div>
        {cancelled ? null : <div className="csm-card__actions">{renderSignupAction(event)}</div>}
      </div>
    </article>
  );
});
