import { useAuth } from '@courtside/core';
import { Spinner } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { JOIN_NAMESPACES } from '@/i18n-join';
import { AuthCard } from './auth-card';
import { JoinForm } from './join-form';
import { JoinWaiting } from './join-waiting';

/**
 * '/join': where a pending joiner lands after the login link (someone signed in at a club that
 * asks new people to request membership, API.md section 12). Without a request, or after a
 * decline, the form; with one waiting, the waiting page. Members go to the events.
 */
export function JoinPage() {
  const { t } = useTranslation(JOIN_NAMESPACES);
  const { isLoading, user, club, joinRequest } = useAuth();
  if (isLoading) return <Spinner />;
  if (!user) return <Navigate to="/login" replace />;
  if (user.user_type !== null) return <Navigate to="/events" replace />;
  const place = club?.name ?? t('productName');
  if (joinRequest?.status === 'pending')
    return (
      <AuthCard title={t('join.waitingHeading')} intro={t('join.waitingIntro', { place })}>
        <JoinWaiting since={joinRequest.created_at} />
      </AuthCard>
    );
  return (
    <AuthCard title={t('join.heading', { place })} intro={t('join.intro', { place, email: user.email })}>
      {joinRequest?.status === 'declined' ? (
        <p className="cs-note" role="status">
          {t('join.declinedNote')}
        </p>
      ) : null}
      <JoinForm />
    </AuthCard>
  );
}
