import type { CalendarFeed as Feed } from '@courtside/core';
import { Button, ButtonAnchor } from '@courtside/ui/button';
import { useConfirmedAction } from '@courtside/ui/confirm';
import { messageOf } from '@courtside/ui/form-state';
import { CalendarIcon, ExternalIcon } from '@courtside/ui/icons';
import { Card } from '@courtside/ui/page';
import { Skeleton } from '@courtside/ui/states';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import '@/i18n-settings';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed';
import { googleCalendarUrl, webcalUrl } from '../utils/webcal';
import './calendar-feed.css';
import { copyToClipboard } from '@courtside/ui/clipboard';

/**
 * My Sign-ups' calendar panel (API.md sections 9 and 15): the person's private feed of their
 * sign-ups, to subscribe to in Apple Calendar or Outlook (the webcal:// link) or in Google
 * Calendar, to copy for any other app, or to reset when it leaked. Every way in subscribes: a
 * downloaded .ics would be a copy that never updates. Nothing for someone without a
 * membership here (system staff).
 */
export function CalendarFeed() {
  const { t } = useTranslation(['member-settings', 'common']);
  const feed = useCalendarFeed();
  if (feed.data === null) return null;
  return (
    <Card as="section" className="csm-calendar" aria-labelledby="calendar-feed-title">
      <div className="csm-calendar__head">
        <span className="csm-calendar__icon" aria-hidden>
          <CalendarIcon />
        </span>
        <div>
          <h2 id="calendar-feed-title" className="csm-calendar__title">
            {t('calendar.title')}
          </h2>
          <p className="csm-muted">{t('calendar.intro')}</p>
        </div>
      </div>
      {feed.isPending ? (
        <div className="csm-calendar__body" role="status" aria-label={t('calendar.loading')}>
          <Skeleton height={40} />
          <Skeleton width="60%" height={36} />
        </div>
      ) : feed.isError ? (
        <div className="csm-calendar__body">
          <p className="csm-muted">{t('calendar.loadError', { message: feed.error.message })}</p>
          <div className="csm-calendar__actions">
            <Button size="sm" onClick={() => void feed.refetch()}>
              {t('common:tryAgain')}
            </Button>
          </div>
        </div>
      ) : (
        <FeedLink feed={feed.data} />
      )}
    </Card>
  );
}

function FeedLink({ feed }: { feed: Feed }) {
  const { t } = useTranslation('member-settings', { keyPrefix: 'calendar' });
  const field = useRef<HTMLInputElement>(null);
  const rotate = useRotateCalendarFeed();
  const reset = useConfirmedAction(rotate, {
    confirm: {
      title: t('resetTitle'),
      body: t('resetBody'),
      acceptLabel: t('reset'),
      destructive: true,
    },
    success: () => t('resetDone'),
    failure: (error) => t('resetFailed', { message: messageOf(error) }),
  });

  // Without a clipboard the link is left selected, to copy by hand.
  const copy = () =>
    copyToClipboard(feed.url, {
      copied: t('copied'),
      failed: t('copyFailed'),
      onFailed: () => field.current?.select(),
    });

  return (
    <div className="csm-calendar__body">
      <label className="cs-field__label" htmlFor="calendar-feed-url">
        {t('link')}
      </label>
      <input
        ref={field}
        id="calendar-feed-url"
        className="cs-input csm-calendar__url"
        value={feed.url}
        readOnly
        aria-describedby="calendar-feed-private"
        onFocus={(e) => e.target.select()}
      />
      <div
        className="csm-calendar__subscribe"
        role="group"
        aria-labelledby="calendar-subscribe-in"
        aria-describedby="calendar-subscribe-note"
      >
        <span id="calendar-subscribe-in" className="csm-calendar__in">
          {t('subscribeIn')}
        </span>
        <div className="csm-calendar__actions">
          <ButtonAnchor
            href={webcalUrl(feed.url)}
            variant="default"
            icon={<CalendarIcon />}
            aria-label={t('appleLabel')}
          >
            {t('apple')}
          </ButtonAnchor>
          <ButtonAnchor
            href={googleCalendarUrl(feed.url)}
            target="_blank"
            rel="noopener noreferrer"
            icon={<CalendarIcon />}
            iconEnd={<ExternalIcon />}
            aria-label={t('googleLabel')}
          >
            {t('google')}
          </ButtonAnchor>
          <Button onClick={() => void copy()} aria-label={t('copyLabel')}>
            {t('copy')}
          </Button>
        </div>
      </div>
      <p id="calendar-subscribe-note" className="csm-calendar__note">
        {t('subscribeNote')}
      </p>
      <p id="calendar-feed-private" className="csm-calendar__note">
        {t('private')}
      </p>
      <div className="csm-calendar__reset">
        <Button variant="ghost" size="sm" loading={reset.isPending} onClick={() => void reset.run(undefined)}>
          {t('reset')}
        </Button>
      </div>
    </div>
  );
}
