import { useAuth } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { useConfirmedAction } from '@courtside/ui/confirm';
import { messageOf } from '@courtside/ui/form-state';
import { Card } from '@courtside/ui/page';
import { Alert } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';
import '@/i18n-settings';
import './profile.css';
import { useDownloadMyData } from '../api/download-my-data';
import { useLeaveClub } from '../api/leave-club';

/** Where the browser goes once the person has left: the club's public page, signed out. */
export const AFTER_LEAVING = '/';

/**
 * The person's data rights on their profile page (API.md section 12): a copy of everything the
 * club holds on them, and leaving the club after a clear question.
 */
export function DataRights({ onLeft = goToPublicPage }: { onLeft?: () => void }) {
  const { t } = useTranslation('member-settings', { keyPrefix: 'dataRights' });
  const { club } = useAuth();
  const download = useDownloadMyData();
  const leave = useConfirmedAction(useLeaveClub(), {
    confirm: {
      title: t('leaveConfirmTitle', { club: club?.name }),
      body: t('leaveConfirmBody'),
      acceptLabel: t('leaveAccept'),
      cancelLabel: t('leaveDecline'),
      destructive: true,
    },
    success: () => null,
    failure: (error) => t('leaveFailed', { message: messageOf(error) }),
  });
  // Both name the club: wait for the session that says which one.
  if (!club) return null;
  return (
    <>
      <Card as="section" className="csm-rights" aria-labelledby="csm-my-data-title">
        <h2 id="csm-my-data-title" className="csm-rights__title">
          {t('dataTitle')}
        </h2>
        <p className="csm-rights__body">{t('dataBody')}</p>
        {download.isError ? (
          <Alert>
            <p className="csm-rights__error">{t('downloadFailed', { message: download.error.message })}</p>
          </Alert>
        ) : null}
        <Button
          onClick={() => download.mutate(club.subdomain)}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          {download.isPending ? t('downloading') : t('download')}
        </Button>
      </Card>
      <Card as="section" className="csm-rights" aria-labelledby="csm-leave-title">
        <h2 id="csm-leave-title" className="csm-rights__title">
          {t('leaveTitle')}
        </h2>
        <p className="csm-rights__body">{t('leaveBody')}</p>
        <Button
          variant="destructive"
          disabled={leave.isPending}
          aria-busy={leave.isPending}
          onClick={async () => {
            if (await leave.run(undefined)) onLeft();
          }}
        >
          {leave.isPending ? t('leaving') : t('leave')}
        </Button>
      </Card>
    </>
  );
}

function goToPublicPage(): void {
  // A full load: the shell starts again signed out, on the club's public page.
  window.location.assign(AFTER_LEAVING);
}
