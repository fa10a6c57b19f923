import { useId, type ReactNode } from 'react';
import { Tag } from 'antd';
import { CalendarOutlined, EnvironmentOutlined, SyncOutlined, TeamOutlined } from '@ant-design/icons';
import { formatCardDate, type ClubEvent } from '@courtside/core';
import { eventTypeLabel, RECURRING_PATTERN_LABELS } from '@courtside/domain';
import { TEXT } from '@/texts';
import { EventCardMenu } from './event-card-menu';

interface EventCardProps {
  event: ClubEvent;
  canManage: boolean;
  signupAction: ReactNode;
}

function capacityText(event: ClubEvent): string {
  return event.capacity == null
    ? TEXT.card.signedUp(event.signup_count)
    : TEXT.card.signedUpOf(event.signup_count, event.capacity);
}

export function EventCard({ event, canManage, signupAction }: EventCardProps) {
  const titleId = useId();
  const recurring =
    event.recurring_pattern !== 'none' ? RECURRING_PATTERN_LABELS[event.recurring_pattern] : null;
  const full = event.capacity != null && event.signup_count >= event.capacity;
  const status = event.my_signup?.status;

  return (
    <article className="csm-card" aria-labelledby={titleId}>
      <div className="csm-card__top">
        <div className="csm-tags">
          <Tag bordered={false}>{eventTypeLabel(event.event_type)}</Tag>
          {recurring ? (
            <Tag icon={<SyncOutlined aria-hidden />} bordered={false}>
              {TEXT.card.repeats(recurring)}
            </Tag>
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
          <CalendarOutlined aria-hidden />
          <span>{TEXT.card.dateRange(formatCardDate(event.start_time), formatCardDate(event.end_time))}</span>
        </li>
        {event.location ? (
          <li>
            <EnvironmentOutlined aria-hidden />
            <span>{event.location}</span>
          </li>
        ) : null}
        <li>
          <TeamOutlined aria-hidden />
          <span>
            {capacityText(event)}
            {event.waitlist_count > 0 ? (
              <span className="csm-muted"> · {TEXT.card.waitlist(event.waitlist_count)}</span>
            ) : null}
          </span>
        </li>
      </ul>

      <div className="csm-card__footer">
        <div className="csm-card__status">
          {status ? (
            <Tag className={`csm-status csm-status--${status}`}>{TEXT.status[status]}</Tag>
          ) : full ? (
            <span className="csm-muted csm-small">{TEXT.card.full}</span>
          ) : null}
        </div>
        {signupAction}
      </div>
    </article>
  );
}
