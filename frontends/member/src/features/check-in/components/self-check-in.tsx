import { Button, ButtonLink } from '@courtside/ui/button';
import { messageOf } from '@courtside/ui/form-state';
import { Card, PageHeader } from '@courtside/ui/page';
import { Alert } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';
import { useCheckIn } from '../api/check-in';

/**
 * '/events/:id/check-in?code=…', the page the clubhouse QR code opens (API.md section 14). It
 * asks before it checks in: a link preview or scanner that opens the page changes nothing. The
 * server's message says what went wrong (a wrong or expired code, not confirmed, too many tries).
 */
export function SelfCheckIn({ eventId, code }: { eventId: string; code: string }) {
  const { t } = useTranslation('member', { keyPrefix: 'checkIn' });
  const checkIn = useCheckIn();
  return (
    <>
      <PageHeader title={t('title')} />
      <Card as="section" className="cs-form-card csm-check-in" aria-label={t('title')}>
        {checkIn.isSuccess ? (
          <Alert kind="info">
            <p className="csm-check-in__done">{t('done')}</p>
          </Alert>
        ) : (
          <>
            <p>{code ? t('intro') : t('noCode')}</p>
            {checkIn.isError ? (
              <Alert>
                <p>{t('failed', { message: messageOf(checkIn.error) })}</p>
              </Alert>
            ) : null}
            {code ? (
              <Button
                variant="default"
                size="lg"
                block
                onClick={() => checkIn.mutate({ eventId, code })}
                disabled={checkIn.isPending}
                aria-busy={checkIn.isPending}
              >
                {checkIn.isPending ? t('checkingIn') : t('button')}
              </Button>
            ) : null}
          </>
        )}
        <ButtonLink to={`/events/${encodeURIComponent(eventId)}`} variant="link">
          {t('toEvent')}
        </ButtonLink>
      </Card>
    </>
  );
}
