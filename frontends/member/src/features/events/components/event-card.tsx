import { formatCardDate, useLabels, type ClubEvent } from '@courtside/core';
import { CalendarIcon, PeopleIcon, PlaceIcon, RepeatIcon } from '@courtside/ui/icons';
import { StatusTag, Tag } from '@courtside/ui/tag';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EventCardMenu } from './event-card-menu';

interface EventCardProps {
  event: ClubEvent;
  canManage: boolean;
  signupAction: ReactNode;
}

export function EventCard({ event, canManage, signupAction }: EventCardProps) {
  const { t } = useTranslation('member');
  const labels = useLabels();
  const titleId = useId();
  const full = event.capacity != null && event.signup_count >= event.capacity;
  const status = event.my_signup?.status;
  const count = event.signup_count;
  return (
    <article className="cs-card csm-card" aria-labelledby={titleId}>
      <div className="csm-card__top">
        <div className="csm-tags">
          <Tag>{labels.eventType(event.event_type)}</Tag>
          {event.recurring_pattern !== 'none' ? (
            <Tag icon={<RepeatIcon />}>{t(`card.repeats.${event.recurring_pattern}`)}</Tag>
          ) : null}
        </div>
        {canManage ? <EventCardMenu event={event} /> : null}
      </div>
      <h2 id={titleId} className="csm-card__title">
        {event.name}
      </h2>
      {event.description ? <p className="csm-card__description">{event.description}</p> : null}
      <ul className="csm-facts">
        <li>
          <CalendarIcon />
          <span>
            {t('card.dateRange', {
              start: formatCardDate(event.start_time),
              end: formatCardDate(event.end_time),
            })}
          </span>
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
      <div className="csm-card__footer">
        <div>
          {status ? (
            <StatusTag status={status}>{t(`status.${status}`)}</StatusTag>
          ) : full ? (
            <span className="csm-muted">{t('card.full')}</span>
          ) : null}
        </div>
        {signupAction}
      </div>
    </article>
  );
}
