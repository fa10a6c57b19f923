import { Button } from '@courtside/ui/button';
import { CalendarIcon } from '@courtside/ui/icons';
import { Alert, EmptyState } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardSkeletons } from '@/lib/card-skeletons';
import { useMySignups } from '../api/get-my-signups';
import { SignupCard } from './signup-card';

/** SPEC.md section 9: three skeleton cards while the sign-ups load. */
export const SIGNUP_SKELETON_COUNT = 3;

/** The /my-signups list in its loading, error and empty states. */
export function MySignupsView() {
  const { t } = useTranslation('member', { keyPrefix: 'mySignups' });
  const navigate = useNavigate();
  const signups = useMySignups();

  if (signups.isPending) {
    return <CardSkeletons count={SIGNUP_SKELETON_COUNT} label={t('loading')} testId="signup-card-skeleton" />;
  }
  if (signups.isError) return <Alert>{t('loadError', { message: signups.error.message })}</Alert>;
  if (signups.data.length === 0) {
    return (
      <EmptyState
        title={t('emptyTitle')}
        body={t('emptyBody')}
        action={
          <Button variant="default" icon={<CalendarIcon />} onClick={() => navigate('/events')}>
            {t('browseEvents')}
          </Button>
        }
      />
    );
  }
  return (
    <ul className="csm-grid" aria-label={t('title')}>
      {signups.data.map((signup) => (
        <li key={signup.id}>
          <SignupCard signup={signup} />
        </li>
      ))}
    </ul>
  );
}
