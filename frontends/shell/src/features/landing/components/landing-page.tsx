import { useAuth } from '@courtside/core';
import { Spinner } from '@courtside/ui/states';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NoClubActions, SignedInActions, SignedOutActions } from './landing-actions';

// Only the apex host lists the clubs.
const ClubPicker = lazy(() => import('./club-picker').then((m) => ({ default: m.ClubPicker })));

/** '/': a welcome, then the next step: pick a club, log in, or go to one's pages. */
export function LandingPage() {
  const { t } = useTranslation('shell');
  const { isLoading, club, user } = useAuth();
  if (isLoading) return <Spinner />;
  return (
    <div className="cs-landing">
      <section className="cs-hero">
        {club && <p className="cs-hero__eyebrow">{club.name}</p>}
        <h1 className="cs-hero__title">{t('landing.title')}</h1>
        {!club ? (
          <NoClubActions signedIn={Boolean(user)} />
        ) : user ? (
          <SignedInActions />
        ) : (
          <SignedOutActions />
        )}
      </section>
      {!club && (
        <Suspense fallback={null}>
          <ClubPicker />
        </Suspense>
      )}
    </div>
  );
}
