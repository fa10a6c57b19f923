import { useAuth } from '@courtside/core';
import { Spinner } from '@/components/spinner';
import { LANDING_TEXT } from '@/texts';
import { ClubPicker } from './club-picker';
import { NoClubActions, SignedInActions, SignedOutActions } from './landing-actions';

/** '/': a welcome, then the next step: pick a club, log in, or go to one's pages. */
export function LandingPage() {
  const { isLoading, club, user } = useAuth();
  if (isLoading) return <Spinner />;
  return (
    <div className="cs-landing">
      <section className="cs-hero">
        {club && <p className="cs-hero__eyebrow">{club.name}</p>}
        <h1 className="cs-hero__title">{LANDING_TEXT.title}</h1>
        {!club ? (
          <NoClubActions signedIn={Boolean(user)} />
        ) : user ? (
          <SignedInActions />
        ) : (
          <SignedOutActions />
        )}
      </section>
      {!club && <ClubPicker />}
    </div>
  );
}
