import { usePermissions, type ClubEvent } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { useConfirmedAction } from '@courtside/ui/confirm';
import { messageOf } from '@courtside/ui/form-state';
import { RepeatIcon } from '@courtside/ui/icons';
import { useTranslation } from 'react-i18next';
import { useMySubscriptions } from '../api/get-my-subscriptions';
import { useSubscribe } from '../api/subscribe';
import { useStopStandingSignup } from './stop-standing-signup';

type SeriesEvent = Pick<ClubEvent, 'series_id' | 'name'>;

/**
 * 'Sign up for all' beside a date of a series (every date not yet started, and every later one),
 * or 'Stop' for someone who already did. Only for people who may sign themselves up.
 */
export function SeriesSignupAction({ event }: { event: SeriesEvent }) {
  const { can } = usePermissions();
  const allowed = can('signups:self') && Boolean(event.series_id);
  const subscriptions = useMySubscriptions({ enabled: allowed });
  if (!allowed || !event.series_id || !subscriptions.data) return null;
  return subscriptions.data.some((s) => s.series_id === event.series_id) ? (
    <StopButton seriesId={event.series_id} name={event.name} />
  ) : (
    <SignUpForAllButton seriesId={event.series_id} name={event.name} />
  );
}

function SignUpForAllButton({ seriesId, name }: { seriesId: string; name: string }) {
  const { t } = useTranslation(['member', 'common']);
  const subscribe = useConfirmedAction(useSubscribe(), {
    confirm: {
      title: t('standing.signUpTitle'),
      body: t('standing.signUpBody', { event: name }),
      acceptLabel: t('standing.signUpAll'),
      cancelLabel: t('common:cancel'),
    },
    success: () => t('standing.signedUp', { event: name }),
    failure: (error) => t('standing.signUpFailed', { message: messageOf(error) }),
  });
  return (
    <Button icon={<RepeatIcon />} loading={subscribe.isPending} onClick={() => void subscribe.run(seriesId)}>
      {subscribe.isPending ? t('signUp.pending') : t('standing.signUpAll')}
    </Button>
  );
}

function StopButton({ seriesId, name }: { seriesId: string; name: string }) {
  const { t } = useTranslation('member', { keyPrefix: 'standing' });
  const { stop, dialog, isPending } = useStopStandingSignup();
  return (
    <>
      <Button
        icon={<RepeatIcon />}
        loading={isPending}
        title={t('stopHint')}
        onClick={() => void stop({ seriesId, name })}
      >
        {isPending ? t('stopping') : t('stop')}
      </Button>
      {dialog}
    </>
  );
}
