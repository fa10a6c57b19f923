import { useAuth } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { confirm } from '@courtside/ui/confirm';
import { useTranslation } from 'react-i18next';
import { JOIN_NAMESPACES } from '@/i18n-join';
import { serverMessage } from '@/lib/server-message';
import { useWithdrawJoinRequest } from '@/features/auth/api/join-request';

/** The request is with the club's staff: when it was sent, and a way to withdraw it or sign out. */
export function JoinWaiting({ since }: { since: string }) {
  const { t, i18n } = useTranslation(JOIN_NAMESPACES);
  const { logout } = useAuth();
  const withdraw = useWithdrawJoinRequest();
  const sent = new Intl.DateTimeFormat(i18n.language === 'nl' ? 'nl-NL' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(since));
  return (
    <div className="cs-auth__form">
      <p className="cs-text-success" role="status">
        {t('join.waitingSince', { date: sent })}
      </p>
      <p className="cs-muted">{t('join.waitingMail')}</p>
      <Button
        variant="danger"
        block
        disabled={withdraw.isPending}
        onClick={async () => {
          const accepted = await confirm({
            title: t('join.withdrawTitle'),
            body: t('join.withdrawConfirm'),
            acceptLabel: t('join.withdraw'),
            cancelLabel: t('join.keep'),
            destructive: true,
          });
          if (accepted) withdraw.mutate();
        }}
      >
        {withdraw.isPending ? t('join.withdrawing') : t('join.withdraw')}
      </Button>
      <Button variant="outline" block onClick={() => void logout()}>
        {t('join.logout')}
      </Button>
      {withdraw.isError && (
        <p className="cs-text-error" role="alert">
          {serverMessage(withdraw.error, t('join.withdrawFailed'))}
        </p>
      )}
    </div>
  );
}
