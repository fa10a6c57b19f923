import {
  ApiError,
  useAuth,
  usePermissions,
  usePushDevice,
  type NotificationPreferences,
  type NotificationPreferencesChange,
  type PushPreferences,
} from '@courtside/core';
import { NOTIFICATION_KINDS } from '@courtside/domain';
import { Button } from '@courtside/ui/button';
import { messageOf, useMessage } from '@courtside/ui/form-state';
import { Card, PageHeader } from '@courtside/ui/page';
import { Alert, SkeletonBlock } from '@courtside/ui/states';
import { toast } from '@courtside/ui/toast';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/i18n-settings';
import { PushOptIn } from './push-opt-in';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { LeadTimeField, useLeadTimeLabel } from './lead-time-field';
import { SettingSwitch } from './setting-switch';
import './notification-settings.css';

/**
 * '/settings/notifications' (API.md section 9): which mails one gets at this club, a switch per
 * kind and the reminder's lead time, each saved the moment it changes.
 */
export function NotificationSettings() {
  const { t } = useTranslation(['member-settings', 'common']);
  const { club } = useAuth();
  const preferences = useNotificationPreferences();
  return (
    <>
      <PageHeader
        title={t('notifications.title')}
        subtitle={club ? t('notifications.subtitle', { club: club.name }) : t('notifications.subtitleNoClub')}
      />
      <PushOptIn />
      {preferences.isPending ? (
        <SkeletonBlock label={t('notifications.loading')} lines={7} testId="settings-skeleton" />
      ) : preferences.isError ? (
        <Alert>
          <p className="csm-settings__error">
            {t('notifications.loadError', { message: preferences.error.message })}
          </p>
          <Button size="sm" onClick={() => void preferences.refetch()}>
            {t('common:tryAgain')}
          </Button>
        </Alert>
      ) : (
        <PreferenceSwitches saved={preferences.data} />
      )}
      <Alert kind="info">
        {t('notifications.loginMails')} {t('notifications.everyMail')}
      </Alert>
    </>
  );
}

/** E-mail switches and the lead time waiting for the server (push switches have their own). */
type Draft = Partial<Omit<NotificationPreferences, 'push'>>;

/** Drops from `draft` what `change` set, unless it has been changed again since. */
const without = (draft: Draft, change: Draft): Draft =>
  Object.fromEntries(
    Object.entries(draft).filter(([key, value]) => change[key as keyof Draft] !== value),
  ) as Draft;

function PreferenceSwitches({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation('member-settings', { keyPrefix: 'notifications' });
  const { can } = usePermissions();
  // Requests to join are mailed to user managers only: nobody else has the switch on screen.
  const kinds = NOTIFICATION_KINDS.filter((kind) => kind !== 'join_requested' || can('club-users:manage'));
  const leadTime = useLeadTimeLabel();
  const message = useMessage();
  const save = useUpdateNotificationPreferences();
  // What the person chose and the server has not answered yet: shown at once, so a switch moves
  // under the finger. Saves go one at a time, so the last answer is the server's final word.
  const [draft, setDraft] = useState<Draft>({});
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [leadTimeError, setLeadTimeError] = useState<string | null>(null);
  const shown: NotificationPreferences = { ...saved, ...draft };
  // Push switches only where push can arrive: on a browser that has subscribed (API.md section 15).
  const device = usePushDevice();
  const onThisDevice = !!device.data;
  const [pushDraft, setPushDraft] = useState<Partial<PushPreferences>>({});
  const shownPush: PushPreferences = { ...saved.push, ...pushDraft };

  function store(change: Omit<NotificationPreferencesChange, 'push'>, success: string) {
    setDraft((current) => ({ ...current, ...change }));
    if ('reminder_hours' in change) setLeadTimeError(null);
    queue.current = queue.current.then(async () => {
      try {
        await save.mutateAsync(change);
        toast.success(success);
      } catch (error) {
        const field = error instanceof ApiError ? error.fieldErrors.reminder_hours : undefined;
        if (field) setLeadTimeError(message(field));
        toast.error(t('saveFailed', { message: messageOf(error) }));
      } finally {
        setDraft((current) => without(current, change));
      }
    });
  }

  function storePush(kind: keyof PushPreferences, on: boolean, success: string) {
    setPushDraft((current) => ({ ...current, [kind]: on }));
    queue.current = queue.current.then(async () => {
      try {
        await save.mutateAsync({ push: { [kind]: on } });
        toast.success(success);
      } catch (error) {
        toast.error(t('saveFailed', { message: messageOf(error) }));
      } finally {
        setPushDraft((current) =>
          current[kind] === on
            ? (Object.fromEntries(
                Object.entries(current).filter(([key]) => key !== kind),
              ) as Partial<PushPreferences>)
            : current,
        );
      }
    });
  }

  const pushSwitch = (kind: keyof PushPreferences, label: string) =>
    onThisDevice ? (
      <PushSwitch
        kind={kind}
        label={t('push.label')}
        name={t('push.name', { setting: label })}
        checked={shownPush[kind]}
        busy={kind in pushDraft}
        onChange={(on) =>
          storePush(kind, on, t(on ? 'on' : 'off', { setting: t('push.name', { setting: label }) }))
        }
      />
    ) : null;

  return (
    <Card as="section" className="csm-settings" aria-label={t('listLabel')}>
      <ul className="csm-settings__list">
        {kinds.map((kind) => {
          const label = t(`kinds.${kind}`);
          return (
            <SettingSwitch
              key={kind}
              name={kind}
              label={label}
              hint={t(`hints.${kind}`)}
              checked={shown[kind]}
              busy={kind in draft}
              onChange={(on) => store({ [kind]: on }, t(on ? 'on' : 'off', { setting: label }))}
            >
              {pushSwitch(kind, label)}
              {kind === 'reminder' ? (
                <LeadTimeField
                  hours={shown.reminder_hours}
                  disabled={!shown.reminder}
                  error={leadTimeError}
                  onChange={(hours) =>
                    store({ reminder_hours: hours }, t('leadTimeSaved', { time: leadTime(hours) }))
                  }
                />
              ) : null}
            </SettingSwitch>
          );
        })}
        {onThisDevice ? (
          // Organiser messages always come by e-mail: only their push switch is the person's.
          <li className="csm-setting">
            <div className="csm-setting__text">
              <p className="csm-setting__label">{t('kinds.organiser_message')}</p>
              <p className="csm-setting__hint">{t('hints.organiser_message')}</p>
            </div>
            {pushSwitch('organiser_message', t('kinds.organiser_message'))}
          </li>
        ) : null}
      </ul>
      {onThisDevice ? <p className="csm-settings__push-note">{t('push.note')}</p> : null}
    </Card>
  );
}

/** A kind's push switch, under its e-mail switch: a smaller row of its own. */
function PushSwitch({
  kind,
  label,
  name,
  checked,
  busy,
  onChange,
}: {
  kind: string;
  label: string;
  name: string;
  checked: boolean;
  busy: boolean;
  onChange(checked: boolean): void;
}) {
  const id = `setting-push-${kind}`;
  return (
    <div className="csm-setting__push">
      <label htmlFor={id} className="csm-setting__push-label">
        {label}
      </label>
      <input
        id={id}
        name={`push.${kind}`}
        type="checkbox"
        role="switch"
        className="csm-switch"
        aria-label={name}
        checked={checked}
        aria-busy={busy || undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
    </div>
  );
}
