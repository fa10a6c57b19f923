import { formatCardDate, type Subscription, usePermissions } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { RepeatIcon } from '@courtside/ui/icons';
import { Section } from '@courtside/ui/page';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeriesSummary } from '@/lib/series-summary';
import { useMySubscriptions } from '../api/get-my-subscriptions';
import { useStopStandingSignup } from './stop-standing-signup';

function StandingSignup({
  subscription: s,
  onStop,
  busy,
}: {
  subscription: Subscription;
  onStop(): void;
  busy: boolean;
}) {
  const { t } = useTranslation('member', { keyPrefix: 'standing' });
  const summarise = useSeriesSummary();
  const nameId = useId();
  const summary =
    summarise({
      rule: s.rule,
      time: s.start_local_time,
      until: s.until,
      firstDate: s.next_start?.slice(0, 10),
    }) ?? s.summary;
  return (
    <li className="cs-card csm-standing__item" aria-labelledby={nameId}>
      <div className="csm-standing__text">
        <p className="csm-standing__summary">
          <RepeatIcon />
          <span>{summary}</span>
        </p>
        <p id={nameId} className="csm-standing__name">
          {s.name}
        </p>
        {s.next_start ? (
          <p className="csm-muted">{t('next', { date: formatCardDate(s.next_start) })}</p>
        ) : null}
      </div>
      <Button loading={busy} aria-describedby={nameId} onClick={onStop}>
        {t('stop')}
      </Button>
    </li>
  );
}

/**
 * My Sign-ups' standing sign-ups, one entry per series ('Every Wednesday at 19:00 — Stop'), above
 * the dated list. Nothing while they load or when there are none.
 */
export function StandingSignups() {
  const { t } = useTranslation('member', { keyPrefix: 'standing' });
  const { can } = usePermissions();
  const subscriptions = useMySubscriptions({ enabled: can('signups:self') });
  const { stop, dialog, isPending } = useStopStandingSignup();
  if (subscriptions.isError) {
    return <p className="csm-muted">{t('loadError', { message: subscriptions.error.message })}</p>;
  }
  if (!subscriptions.data?.length) return null;
  return (
    <Section id="standing-signups" title={t('title')} meta={t('subtitle')}>
      <ul className="csm-standing" aria-labelledby="standing-signups">
        {subscriptions.data.map((subscription) => (
          <StandingSignup
            key={subscription.series_id}
            subscription={subscription}
            busy={isPending}
            onStop={() => void stop({ seriesId: subscription.series_id, name: subscription.name })}
          />
        ))}
      </ul>
      {dialog}
    </Section>
  );
}
