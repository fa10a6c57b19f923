import type { ClubEvent, OwnSignup } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { toast } from '@courtside/ui/toast';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useClubNow } from '@/lib/use-club-now';
import { useAnswerOffer } from '../api/answer-offer';
import { waitlistPhase } from '../utils/waitlist';
import { answerFailure, OfferCard } from './offer-card';
import './waitlist-place.css';

type Place = Pick<OwnSignup, 'id' | 'status' | 'offer_expires_at' | 'waitlist_position'>;
type PlaceEvent = Pick<ClubEvent, 'name' | 'start_time'> &
  Partial<Pick<ClubEvent, 'capacity' | 'signup_count'>>;

/**
 * Where the caller stands for an event when they do not (yet) hold a place: the place offered to
 * them, their number in line, a free place to take close to the start, and from 30 minutes before
 * the start that no more places are offered. Nothing for a confirmed place. The event page passes
 * the counts (a free place shows there); a My Sign-ups card has none.
 */
export function WaitlistPlace({
  signup,
  event,
  compact = false,
}: {
  signup: Place;
  event: PlaceEvent;
  compact?: boolean;
}) {
  if (signup.status === 'offered')
    return (
      <OfferCard
        signupId={signup.id}
        eventName={event.name}
        expiresAt={signup.offer_expires_at}
        compact={compact}
      />
    );
  if (signup.status !== 'waitlisted') return null;
  return <InLine signup={signup} event={event} compact={compact} />;
}

function InLine({ signup, event, compact }: { signup: Place; event: PlaceEvent; compact: boolean }) {
  const { t } = useTranslation('member', { keyPrefix: 'waitlist' });
  const now = useClubNow(true);
  const phase = waitlistPhase(event, now);
  const position = signup.waitlist_position;
  const className = compact ? 'csm-waitlist csm-waitlist--compact' : 'csm-waitlist';
  if (phase === 'placeFree') return <FreePlace signup={signup} event={event} compact={compact} />;
  if (phase === 'missed' || phase === 'lastCall') {
    return (
      <div className={className} data-testid="waitlist-place">
        <p className="csm-waitlist__line">{t(phase === 'missed' ? 'missed' : 'lastCall')}</p>
        <p className="csm-muted">{t(phase === 'missed' ? 'missedHelp' : 'lastCallHelp')}</p>
      </div>
    );
  }
  return (
    <div className={className} data-testid="waitlist-place">
      <p className="csm-waitlist__line">{position ? t('position', { position }) : t('onList')}</p>
      {compact ? null : <p className="csm-muted">{t('positionHelp')}</p>}
    </div>
  );
}

/** Close to the start a freed place goes to whoever takes it first; someone may be quicker (409). */
function FreePlace({ signup, event, compact }: { signup: Place; event: PlaceEvent; compact: boolean }) {
  const { t } = useTranslation('member', { keyPrefix: 'waitlist' });
  const headingId = useId();
  // Inside a My Sign-ups card (its title an h3) the panel's heading sits one level below.
  const Heading = compact ? 'h4' : 'h2';
  const answer = useAnswerOffer();
  const take = () =>
    answer.mutate(
      { id: signup.id, answer: 'accept' },
      { onSuccess: () => toast.success(t('taken', { event: event.name })) },
    );
  return (
    <section
      className={compact ? 'csm-offer csm-offer--compact' : 'csm-offer'}
      aria-labelledby={headingId}
      data-testid="free-place"
    >
      <Heading id={headingId} className="csm-offer__title">
        {t('freeTitle')}
      </Heading>
      <p>{t('freeBody')}</p>
      {answer.isError ? (
        <p className="csm-offer__error" role="alert">
          {answerFailure(answer.error, t('takeFailed'))}
        </p>
      ) : null}
      <div className="csm-offer__actions">
        <Button variant="default" loading={answer.isPending} onClick={take}>
          {answer.isPending ? t('taking') : t('take')}
        </Button>
      </div>
    </section>
  );
}
