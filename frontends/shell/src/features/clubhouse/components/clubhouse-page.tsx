import { ApiError, formatCardDateRange, useAuth, type ClubhouseData } from '@courtside/core';
import { StatusPage } from '@courtside/ui/access-denied';
import { Button } from '@courtside/ui/button';
import { ClubhouseBoard, ClubhouseNote, ClubhouseTimer } from '@courtside/ui/clubhouse';
import { mmss, roundStart, useFollowedRound } from '@courtside/ui/clubhouse/round-clock';
import { AlertIcon } from '@courtside/ui/icons';
import { Spinner } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDisplay } from '../api/get-display';

// The kiosk's own texts are in the UI kit's clubhouse catalogue: one Dutch file for the page, and
// one entry fewer in the first load's list of chunks.
const NAMESPACES = ['clubhouse', 'common'] as const;

/**
 * '/clubhouse/<token>', the kiosk: the clubhouse screen of one event from its display link
 * (API.md section 14), for a screen at the club that nobody signs in on. It reads the event, its
 * published draw and the check-in URL every 30 seconds and follows the round by the club's clock;
 * a link that was replaced or has expired says so, in place of the screen.
 */
export function ClubhousePage() {
  const { t } = useTranslation(NAMESPACES);
  const { token = '' } = useParams();
  const { club } = useAuth();
  const display = useDisplay(token);

  // A link made anew or past its time stops working mid-evening too: the screen says so.
  if (display.error instanceof ApiError && display.error.status === 404) {
    return (
      <StatusPage
        icon={<AlertIcon />}
        title={t('kiosk.invalidTitle')}
        body={
          <>
            <p role="alert">{display.error.message}</p>
            <p>{t('kiosk.invalidHelp')}</p>
          </>
        }
      />
    );
  }
  // Any other failure keeps the screen it had (the next ask may well work); only a first load
  // that failed shows the error.
  if (display.data)
    return <Kiosk data={display.data} clubName={club?.name} timeZone={club?.timezone ?? undefined} />;
  if (display.isError) {
    return (
      <StatusPage
        icon={<AlertIcon />}
        title={t('kiosk.title')}
        body={<p role="alert">{t('kiosk.loadError', { message: display.error.message })}</p>}
        action={<Button onClick={() => void display.refetch()}>{t('common:tryAgain')}</Button>}
      />
    );
  }
  return <Spinner label={t('kiosk.loading')} showLabel />;
}

function Kiosk({
  data,
  clubName,
  timeZone,
}: {
  data: ClubhouseData;
  clubName: string | undefined;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation(NAMESPACES);
  const { event, draw, check_in_url } = data;
  const followed = useFollowedRound({
    rounds: draw?.rounds.length ?? 0,
    roundMinutes: draw?.round_minutes ?? null,
    startTime: event.start_time,
    timeZone,
  });
  const minutes = draw?.round_minutes ?? null;
  const endsAt = minutes ? roundStart(event.start_time, minutes, followed.round + 1) : null;
  const status = !draw ? (
    <ClubhouseNote>{formatCardDateRange(event.start_time, event.end_time)}</ClubhouseNote>
  ) : !minutes ? null : followed.phase === 'playing' ? (
    <ClubhouseTimer
      time={mmss(followed.remainingMs)}
      label={t('timeLeft')}
      state={endsAt ? t('kiosk.until', { time: endsAt }) : null}
    />
  ) : followed.phase === 'before' ? (
    <ClubhouseNote>{t('startsAt', { time: roundStart(event.start_time, minutes, 1) })}</ClubhouseNote>
  ) : (
    <ClubhouseNote>{t('kiosk.over')}</ClubhouseNote>
  );
  return (
    <ClubhouseBoard
      eventName={event.name}
      clubName={clubName}
      startTime={event.start_time}
      draw={draw}
      round={followed.round}
      status={status}
      checkInUrl={check_in_url}
    />
  );
}
