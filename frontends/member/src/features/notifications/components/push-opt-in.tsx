import { messageOf } from '@courtside/ui/form-state';
import { Button } from '@courtside/ui/button';
import { Card } from '@courtside/ui/page';
import { toast } from '@courtside/ui/toast';
import { queryKeys } from '@courtside/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/i18n-push';
import {
  currentSubscription,
  pushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../api/push-subscription';
import './push-opt-in.css';

type State = 'checking' | 'off' | 'on' | 'blocked' | 'turning-on' | 'turning-off';

/**
 * "Turn on notifications on this device" (API.md section 15): push is per device, so it is a
 * button here rather than a stored preference. Nothing is asked on page load: the browser's
 * permission prompt comes only from the tap.
 */
export function PushOptIn() {
  const { t } = useTranslation('member-push');
  const support = pushSupport();
  const [state, setState] = useState<State>('checking');
  const queryClient = useQueryClient();
  // The per-kind push switches show only for a device with a subscription, and the first device
  // turns push on for what the person gets by e-mail: both are read again after a change.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.pushDevice });
    void queryClient.invalidateQueries({ queryKey: queryKeys.notificationPreferences });
  };

  useEffect(() => {
    if (support !== 'supported') return;
    let live = true;
    const blocked = Notification.permission === 'denied';
    currentSubscription()
      .then((subscription) => live && setState(subscription ? 'on' : blocked ? 'blocked' : 'off'))
      .catch(() => live && setState(blocked ? 'blocked' : 'off'));
    return () => {
      live = false;
    };
  }, [support]);

  const turnOn = async () => {
    setState('turning-on');
    try {
      const permission = await subscribeThisDevice();
      if (permission === 'granted') {
        setState('on');
        refresh();
        toast.success(t('turnedOn'));
      } else setState(permission === 'denied' ? 'blocked' : 'off');
    } catch (error) {
      setState('off');
      toast.error(t('failedOn', { message: messageOf(error) }));
    }
  };

  const turnOff = async () => {
    setState('turning-off');
    try {
      await unsubscribeThisDevice();
      setState('off');
      refresh();
      toast.success(t('turnedOff'));
    } catch (error) {
      setState('on');
      toast.error(t('failedOff', { message: messageOf(error) }));
    }
  };

  const on = state === 'on' || state === 'turning-off';
  const text =
    support === 'install-first'
      ? t('iosInstall')
      : support === 'unsupported'
        ? t('unsupported')
        : state === 'blocked'
          ? t('blocked')
          : on
            ? t('on')
            : t('off');
  return (
    <Card as="section" className="csm-push" aria-labelledby="csm-push-title" data-testid="push-opt-in">
      <h2 id="csm-push-title" className="csm-push__title">
        {t('title')}
      </h2>
      <p className="csm-push__text">{text}</p>
      {support === 'supported' && state !== 'checking' ? (
        on ? (
          <Button size="sm" onClick={() => void turnOff()} loading={state === 'turning-off'}>
            {state === 'turning-off' ? t('turningOff') : t('turnOff')}
          </Button>
        ) : (
          <Button size="sm" variant="default" onClick={() => void turnOn()} loading={state === 'turning-on'}>
            {state === 'turning-on' ? t('turningOn') : t('turnOn')}
          </Button>
        )
      ) : null}
    </Card>
  );
}
