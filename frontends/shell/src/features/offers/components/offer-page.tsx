import { ApiError, formatCardDateRange, useAuth, type OfferLink } from '@courtside/core';
import { StatusPage } from '@courtside/ui/access-denied';
import { Button, ButtonLink } from '@courtside/ui/button';
import { confirm } from '@courtside/ui/confirm';
import { Countdown, useTimeLeft } from '@courtside/ui/countdown';
import { AlertIcon, CalendarIcon, CheckIcon, PlaceIcon } from '@courtside/ui/icons';
import { Spinner } from '@courtside/ui/states';
import { formatInstant } from '@courtside/ui/instant';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import '@/i18n-offers';
import { useAnswerOffer, type OfferAnswer } from '../api/answer-offer';
import { useOffer } from '../api/get-offer';

const NAMESPACES = ['shell-offers', 'common'] as const;
const MY_SIGNUPS = '/my-signups';

/**
 * '/offers/<token>', the link of a waitlist offer mail (API.md section 13): shows the event and the
 * offer, and takes or gives up the place only when a button is pressed (a link scanner that opens
 * the page changes nothing). Works with or without a session; the token is single use, so after
 * an answer the page shows the result it got.
 */
export function OfferPage() {
  const { t } = useTranslation(NAMESPACES);
  const { token = '' } = useParams();
  const offer = useOffer(token);
  const answer = useAnswerOffer(token);

  if (answer.isSuccess && offer.data) return <Answered answer={answer.variables} offer={offer.data} />;
  // Refused: the offer ended or someone else took the place meanwhile; the server says which.
  if (answer.error instanceof ApiError && answer.error.status === 409)
    return <Ended title={t('refusedTitle')} reason={answer.error.message} help={t('refusedHelp')} />;
  if (offer.isPending) return <Spinner label={t('loading')} showLabel />;
  if (offer.isError) {
    return offer.error instanceof ApiError && offer.error.status === 404 ? (
      <Ended title={t('invalidTitle')} reason={offer.error.message} help={t('invalidHelp')} />
    ) : (
      <StatusPage
        icon={<AlertIcon />}
        title={t('title')}
        body={<p role="alert">{t('loadError', { message: offer.error.message })}</p>}
        action={<Button onClick={() => void offer.refetch()}>{t('common:tryAgain')}</Button>}
      />
    );
  }
  return <Question offer={offer.data} answer={answer} />;
}

function Question({ offer, answer }: { offer: OfferLink; answer: ReturnType<typeof useAnswerOffer> }) {
  const { t } = useTranslation(NAMESPACES);
  const msLeft = useTimeLeft(offer.offer_expires_at);
  const event = offer.event.name;
  if (offer.status === 'confirmed')
    return <Done title={t('alreadyTitle')} body={t('already', { event })} offer={offer} />;
  const ended =
    offer.status === 'offer_ended' ||
    (offer.status === 'offered' && Boolean(offer.offer_expires_at) && msLeft <= 0);
  if (ended || (offer.status !== 'offered' && offer.status !== 'waitlisted'))
    return <Ended title={t('endedTitle')} reason={t('ended', { event })} help={t('endedHelp')} />;

  // Offered: the place is held for this person. Waitlisted: close to the start, the first to accept gets it.
  const held = offer.status === 'offered';
  const refused = answer.isError ? answer.error : null;
  const run = async (choice: OfferAnswer) => {
    if (choice === 'decline') {
      const sure = await confirm({
        title: t(held ? 'declineTitle' : 'leaveTitle'),
        body: t(held ? 'declineBody' : 'leaveBody', { event }),
        acceptLabel: t(held ? 'decline' : 'leave'),
        cancelLabel: t('keep'),
        destructive: true,
      });
      if (!sure) return;
    }
    answer.mutate(choice);
  };
  const busy = answer.isPending ? answer.variables : undefined;
  return (
    <StatusPage
      title={t(held ? 'title' : 'freeTitle')}
      body={
        <div className="cs-offer">
          <EventFacts offer={offer} />
          <p>{t(held ? 'question' : 'freeQuestion', { event })}</p>
          {held && offer.offer_expires_at ? (
            <TimeLeft until={offer.offer_expires_at} msLeft={msLeft} />
          ) : null}
          {refused ? (
            <p className="cs-offer__error" role="alert">
              {t('failed', { message: refused.message })}
            </p>
          ) : null}
        </div>
      }
      action={
        <div className="cs-actions cs-offer__actions">
          <Button
            variant="default"
            loading={busy === 'accept'}
            disabled={answer.isPending}
            onClick={() => void run('accept')}
          >
            {busy === 'accept' ? t('accepting') : t('accept')}
          </Button>
          <Button
            variant="outline"
            loading={busy === 'decline'}
            disabled={answer.isPending}
            onClick={() => void run('decline')}
          >
            {busy === 'decline' ? t('declining') : t(held ? 'decline' : 'leave')}
          </Button>
        </div>
      }
    />
  );
}

function TimeLeft({ until, msLeft }: { until: string; msLeft: number }) {
  const { t } = useTranslation(NAMESPACES);
  const { club } = useAuth();
  return (
    <p className="cs-offer__time">
      <Countdown msLeft={msLeft} className="cs-offer__countdown" />
      <span>{t('until', { time: formatInstant(until, club?.timezone) })}</span>
    </p>
  );
}

function EventFacts({ offer }: { offer: OfferLink }) {
  const { event } = offer;
  return (
    <div className="cs-offer__event">
      <p className="cs-offer__name">{event.name}</p>
      <ul className="cs-offer__facts">
        <li>
          <CalendarIcon />
          <span>{formatCardDateRange(event.start_time, event.end_time)}</span>
        </li>
        {event.location ? (
          <li>
            <PlaceIcon />
            <span>{event.location}</span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** After an answer: what it did, and the way to one's sign-ups (the login page first, signed out). */
function Answered({ answer, offer }: { answer: OfferAnswer; offer: OfferLink }) {
  const { t } = useTranslation(NAMESPACES);
  const event = offer.event.name;
  return answer === 'accept' ? (
    <Done title={t('acceptedTitle')} body={t('accepted', { event })} offer={offer} />
  ) : (
    <StatusPage
      title={t('declinedTitle')}
      body={<p role="status">{t(offer.status === 'offered' ? 'declined' : 'left', { event })}</p>}
      action={<MySignupsLink />}
    />
  );
}

function Done({ title, body, offer }: { title: string; body: string; offer: OfferLink }) {
  return (
    <StatusPage
      icon={<CheckIcon />}
      title={title}
      body={
        <div className="cs-offer" role="status">
          <p>{body}</p>
          <EventFacts offer={offer} />
        </div>
      }
      action={<MySignupsLink />}
    />
  );
}

function Ended({ title, reason, help }: { title: string; reason: string; help: string }) {
  return (
    <StatusPage
      icon={<AlertIcon />}
      title={title}
      body={
        <>
          <p role="alert">{reason}</p>
          <p>{help}</p>
        </>
      }
      action={<MySignupsLink />}
    />
  );
}

function MySignupsLink() {
  const { t } = useTranslation(NAMESPACES);
  const { user } = useAuth();
  return (
    <ButtonLink to={MY_SIGNUPS} variant="outline">
      {user ? t('mySignups') : t('logInForSignups')}
    </ButtonLink>
  );
}
