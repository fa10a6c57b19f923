import { ApiError, useAuth, type UnsubscribeLink } from '@courtside/core';
import { StatusPage } from '@courtside/ui/access-denied';
import { Button, ButtonLink } from '@courtside/ui/button';
import { AlertIcon, CheckIcon } from '@courtside/ui/icons';
import { Spinner } from '@courtside/ui/states';
import { toast } from '@courtside/ui/toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import '@/i18n-unsubscribe';
import { useUnsubscribeLink } from '../api/get-unsubscribe-link';
import { useUnsubscribe } from '../api/unsubscribe';

const NAMESPACES = ['shell-unsubscribe', 'common'] as const;
const SETTINGS_PATH = '/settings/notifications';

/**
 * '/unsubscribe?token=…', the footer link of every notification mail (API.md section 9): it says
 * what the link switches off and asks first (mail scanners follow links, so opening it changes
 * nothing); no session needed.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(NAMESPACES);
  const [params] = useSearchParams();
  const token = params.get('token');
  const link = useUnsubscribeLink(token);

  if (!token) return <InvalidLink reason={t('missing')} />;
  if (link.isPending) return <Spinner label={t('loading')} showLabel />;
  if (link.isError) {
    return link.error instanceof ApiError && link.error.status === 404 ? (
      <InvalidLink reason={link.error.message} />
    ) : (
      <StatusPage
        icon={<AlertIcon />}
        title={t('title')}
        body={<p role="alert">{t('loadError', { message: link.error.message })}</p>}
        action={<Button onClick={() => void link.refetch()}>{t('common:tryAgain')}</Button>}
      />
    );
  }
  return <Question token={token} link={link.data} />;
}

function Question({ token, link }: { token: string; link: UnsubscribeLink }) {
  const { t } = useTranslation(NAMESPACES);
  const { user } = useAuth();
  const stop = useUnsubscribe(token);
  const words = { kind: t(`kinds.${link.kind}`), club: link.club_name, email: link.email };
  const settings = (
    <ButtonLink to={SETTINGS_PATH} variant={link.subscribed ? 'outline' : 'default'}>
      {t('settings')}
    </ButtonLink>
  );
  const backOn = <p>{user ? t('backOn') : t('backOnLogIn')}</p>;

  if (!link.subscribed) {
    // Switched off here just now, or before (by this page, the mail client's one-click, the settings).
    const done = stop.isSuccess;
    return (
      <div className={done ? 'cs-unsubscribe cs-unsubscribe--done' : 'cs-unsubscribe'}>
        <StatusPage
          icon={done ? <CheckIcon /> : undefined}
          title={done ? t('doneTitle') : t('alreadyTitle')}
          body={
            <div role="status">
              <p>{done ? t('done', words) : t('already', words)}</p>
              {backOn}
            </div>
          }
          action={settings}
        />
      </div>
    );
  }
  const confirm = () =>
    stop.mutate(undefined, {
      onError: (error) => toast.error(t('failed', { message: error.message })),
    });
  return (
    <StatusPage
      title={t('title')}
      body={
        <>
          <p className="cs-unsubscribe__question">{t('question', words)}</p>
          <p>{t('otherMails')}</p>
        </>
      }
      action={
        <div className="cs-actions cs-unsubscribe__actions">
          <Button variant="default" loading={stop.isPending} onClick={confirm}>
            {stop.isPending ? t('busy') : t('confirm')}
          </Button>
          {settings}
        </div>
      }
    />
  );
}

function InvalidLink({ reason }: { reason: string }) {
  const { t } = useTranslation(NAMESPACES);
  return (
    <StatusPage
      icon={<AlertIcon />}
      title={t('invalidTitle')}
      body={
        <>
          <p role="alert">{reason}</p>
          <p>{t('invalidHelp')}</p>
        </>
      }
      action={<ButtonLink to={SETTINGS_PATH}>{t('settings')}</ButtonLink>}
    />
  );
}
