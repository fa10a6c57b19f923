import type { ClubEvent, EventDraw } from '@courtside/core';
import { Button, ButtonLink } from '@courtside/ui/button';
import { ClubhouseBoard, ClubhouseNote, ClubhouseTimer } from '@courtside/ui/clubhouse';
import { mmss, useRoundClock } from '@courtside/ui/clubhouse/round-clock';
import { CloseIcon } from '@courtside/ui/icons';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './draws.css';

/**
 * The draw on the clubhouse screen, run by an organiser: the UI kit's board (the same the kiosk
 * link shows), moving on to the next round when its time (the round length) is up. Pause,
 * previous and next by button or key (Space, arrows); full screen on request.
 */
export function ClubhouseView({
  draw,
  event,
  timeZone,
  clubName,
  checkInUrl,
}: {
  draw: EventDraw;
  event: ClubEvent;
  timeZone: string | undefined;
  clubName?: string;
  /** The self check-in page for the QR code; none while it has not loaded. */
  checkInUrl?: string | null;
}) {
  const { t } = useTranslation(['club-admin-draw', 'clubhouse']);
  const root = useRef<HTMLElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const clock = useRoundClock({
    rounds: draw.rounds.length,
    roundMinutes: draw.round_minutes,
    startTime: event.start_time,
    timeZone,
  });

  useEffect(() => {
    root.current?.focus();
    const onChange = () => setFullScreen(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).closest('button, a')) return;
    if (e.key === ' ') clock.toggle();
    else if (e.key === 'ArrowRight') clock.go(clock.round + 1);
    else if (e.key === 'ArrowLeft') clock.go(clock.round - 1);
    else return;
    e.preventDefault();
  };
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen?.();
    else void root.current?.requestFullscreen?.();
  };

  return (
    <ClubhouseBoard
      ref={root}
      onKeyDown={onKeyDown}
      eventName={event.name}
      clubName={clubName}
      startTime={event.start_time}
      draw={draw}
      round={clock.round}
      checkInUrl={checkInUrl}
      status={
        clock.timed ? (
          <ClubhouseTimer
            time={mmss(clock.remainingMs)}
            label={t('clubhouse:timeLeft')}
            state={
              clock.finished
                ? t('clubhouse:finished')
                : clock.running
                  ? t('clubhouse.running')
                  : t('clubhouse.paused')
            }
          />
        ) : (
          <ClubhouseNote>{t('clubhouse.untimed')}</ClubhouseNote>
        )
      }
      toolbar={
        <div className="csa-clubhouse__toolbar">
          <nav className="csa-clubhouse__rounds" aria-label={t('clubhouse.rounds')}>
            <ol>
              {draw.rounds.map((r) => (
                <li key={r.round}>
                  <button
                    type="button"
                    aria-current={r.round === clock.round ? 'step' : undefined}
                    aria-label={t('clubhouse.goTo', { round: r.round })}
                    onClick={() => clock.go(r.round)}
                  >
                    {r.round}
                  </button>
                </li>
              ))}
            </ol>
          </nav>
          <div className="csa-clubhouse__controls">
            <Button variant="secondary" disabled={clock.round <= 1} onClick={() => clock.go(clock.round - 1)}>
              {t('clubhouse.previous')}
            </Button>
            {clock.timed ? (
              <Button variant="secondary" disabled={clock.finished} onClick={clock.toggle}>
                {clock.running
                  ? t('clubhouse.pause')
                  : clock.started
                    ? t('clubhouse.resume')
                    : t('clubhouse.start')}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              disabled={clock.round >= draw.rounds.length}
              onClick={() => clock.go(clock.round + 1)}
            >
              {t('clubhouse.next')}
            </Button>
            <Button variant="secondary" onClick={toggleFullScreen}>
              {fullScreen ? t('clubhouse.exitFullScreen') : t('clubhouse.fullScreen')}
            </Button>
            <ButtonLink
              to={`/events/${draw.event_id}/draw`}
              variant="secondary"
              icon={<CloseIcon />}
              aria-label={t('clubhouse.close')}
              title={t('clubhouse.close')}
            />
          </div>
        </div>
      }
      footer={<p className="csa-clubhouse__keys">{t('clubhouse.keys')}</p>}
    />
  );
}
