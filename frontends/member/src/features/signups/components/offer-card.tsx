import { ApiError, queryKeys, useAuth } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { useConfirmedAction } from '@courtside/ui/confirm';
import { Countdown, useTimeLeft } from '@courtside/ui/countdown';
import { toast } from '@courtside/ui/toast';
import { formatInstant } from '@courtside/ui/instant';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnswerOffer } from '../api/answer-offer';
import './waitlist-place.css';

/** The failure of an answer: the server's own words for a 409 ('This place has been taken'). */
export function answerFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 409 ? error.message : fallback;
}

/**
 * A place offered to the caller (API.md section 13): a highlighted panel with the time left (a
 * live countdown), the exact end on the club's clock, Accept and Decline. Declining asks first;
 * a refused answer shows the server's message in the panel. When the time runs out here the
 * buttons go and the event is read again (the server has the last word).
 */
export function OfferCard({
  signupId,
  eventName,
  expiresAt,
  compact = false,
}: {
  signupId: string;
  eventName: string;
  expiresAt: string | null | undefined;
  /** On a My Sign-ups card: no heading of its own. */
  compact?: boolean;
}) {
  const { t } = useTranslation('member', { keyPrefix: 'offer' });
  const { club } = useAuth();
  const headingId = useId();
  // Inside a My Sign-ups card (its title an h3) the panel's heading sits one level below.
  const Heading = compact ? 'h4' : 'h2';
  const answer = useAnswerOffer();
  const msLeft = useTimeLeft(expiresAt);
  const ended = Boolean(expiresAt) && msLeft <= 0;
  useRefreshWhenEnded(ended);
  const decline = useConfirmedAction(
    {
      mutateAsync: () => answer.mutateAsync({ id: signupId, answer: 'decline' }),
      isPending: answer.isPending,
    },
    {
      confirm: {
        title: t('declineTitle'),
        body: t('declineBody', { event: eventName }),
        acceptLabel: t('decline'),
        cancelLabel: t('keepOffer'),
        destructive: true,
      },
      success: () => t('declined', { event: eventName }),
      failure: (error) => answerFailure(error, t('declineFailed')),
    },
  );
  const accept = () =>
    answer.mutate(
      { id: signupId, answer: 'accept' },
      { onSuccess: () => toast.success(t('accepted', { event: eventName })) },
    );
  const pendingAnswer = answer.isPending ? answer.variables?.answer : undefined;
  const failed = answer.isError && answer.variables?.answer === 'accept' ? answer.error : null;

  return (
    <section
      className={compact ? 'csm-offer csm-offer--compact' : 'csm-offer'}
      aria-labelledby={headingId}
      data-testid="offer-card"
    >
      <Heading id={headingId} className="csm-offer__title">
        {ended ? t('endedTitle') : t('title')}
      </Heading>
      {ended ? (
        <p>{t('endedBody')}</p>
      ) : (
        <>
          <p>{t('body', { event: eventName })}</p>
          {expiresAt ? (
            <p className="csm-offer__time">
              <Countdown msLeft={msLeft} className="csm-offer__countdown" />
              <span className="csm-offer__until">
                {t('until', { time: formatInstant(expiresAt, club?.timezone) })}
              </span>
            </p>
          ) : null}
          {failed ? (
            <p className="csm-offer__error" role="alert">
              {answerFailure(failed, t('acceptFailed'))}
            </p>
          ) : null}
          <div className="csm-offer__actions">
            <Button
              variant="default"
              loading={pendingAnswer === 'accept'}
              disabled={answer.isPending}
              onClick={accept}
              // The visible words start the accessible name (the event added), except while pending.
              aria-label={pendingAnswer ? undefined : t('acceptLabel', { event: eventName })}
            >
              {pendingAnswer === 'accept' ? t('accepting') : t('accept')}
            </Button>
            <Button
              variant="outline"
              loading={pendingAnswer === 'decline'}
              disabled={answer.isPending}
              onClick={() => void decline.run(undefined)}
              aria-label={pendingAnswer ? undefined : t('declineLabel', { event: eventName })}
            >
              {pendingAnswer === 'decline' ? t('declining') : t('decline')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** Once an offer's time is up on this clock, the server's view replaces the stale one (once). */
function useRefreshWhenEnded(ended: boolean) {
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (!ended || done.current) return;
    done.current = true;
    for (const queryKey of [queryKeys.events.all, queryKeys.signups.all])
      void queryClient.invalidateQueries({ queryKey, refetchType: 'all' });
  }, [ended, queryClient]);
}
