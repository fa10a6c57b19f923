import type { ClubEvent, EventDraw } from '@courtside/core';
import { Button, ButtonLink } from '@courtside/ui/button';
import { CloseIcon } from '@courtside/ui/icons';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { namesOf, roundStart } from '../utils/draw-rounds';
import { useRoundClock } from './use-round-clock';
import './draws.css';

const mmss = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The draw on the clubhouse screen: the whole window in large type, the current round highlighted,
 * moving on to the next round when its time (the round length) is up. Pause, previous and next
 * by button or key (Space, arrows); full screen on request. Players' levels are never shown.
 */
export function ClubhouseView({
  draw,
  event,
  timeZone,
}: {
  draw: EventDraw;
  event: ClubEvent;
  timeZone: string | undefined;
}) {
  const { t } = useTranslation('club-admin-draw', { keyPrefix: 'clubhouse' });
  const root = useRef<HTMLElement>(null);
  const [fullScreen, setFullScreen] = useState(false);
  const clock = useRoundClock({
    rounds: draw.rounds.length,
    roundMinutes: draw.round_minutes,
    startTime: event.start_time,
    timeZone,
  });
  const names = namesOf(draw);
  const current = draw.rounds[clock.round - 1];
  const name = (id: string) => names.get(id) ?? id;

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
  const next = draw.round_minutes ? roundStart(event.start_time, draw.round_minutes, clock.round) : null;

  return (
    <section
      ref={root}
      className="csa-clubhouse"
      aria-labelledby="clubhouse-round"
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <header className="csa-clubhouse__bar">
        <div className="csa-clubhouse__title">
          <p className="csa-clubhouse__event">{event.name}</p>
          <h1 id="clubhouse-round" className="csa-clubhouse__round">
            {t('round', { round: clock.round, rounds: draw.rounds.length })}
            {next ? (
              <>
                {' '}
                <span className="csa-clubhouse__time">{next}</span>
              </>
            ) : null}
          </h1>
        </div>
        {clock.timed ? (
          <div className="csa-clubhouse__timer" role="timer" aria-label={t('timeLeft')}>
            <span className="csa-clubhouse__clock">{mmss(clock.remainingMs)}</span>
            <span className="csa-clubhouse__state">
              {clock.finished ? t('finished') : clock.running ? t('running') : t('paused')}
            </span>
          </div>
        ) : (
          <p className="csa-clubhouse__untimed">{t('untimed')}</p>
        )}
      </header>

      <div className="csa-clubhouse__toolbar">
        <nav className="csa-clubhouse__rounds" aria-label={t('rounds')}>
          <ol>
            {draw.rounds.map((r) => (
              <li key={r.round}>
                <button
                  type="button"
                  aria-current={r.round === clock.round ? 'step' : undefined}
                  aria-label={t('goTo', { round: r.round })}
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
            {t('previous')}
          </Button>
          {clock.timed ? (
            <Button variant="secondary" disabled={clock.finished} onClick={clock.toggle}>
              {clock.running ? t('pause') : clock.started ? t('resume') : t('start')}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            disabled={clock.round >= draw.rounds.length}
            onClick={() => clock.go(clock.round + 1)}
          >
            {t('next')}
          </Button>
          <Button variant="secondary" onClick={toggleFullScreen}>
            {fullScreen ? t('exitFullScreen') : t('fullScreen')}
          </Button>
          <ButtonLink
            to={`/events/${draw.event_id}/draw`}
            variant="secondary"
            icon={<CloseIcon />}
            aria-label={t('close')}
            title={t('close')}
          />
        </div>
      </div>

      {current ? (
        <div className="csa-clubhouse__courts">
          {current.matches.map((m) => (
            <article key={m.court} className="csa-clubhouse__court" aria-label={m.court}>
              <h2>{m.court}</h2>
              <p className="csa-clubhouse__team">
                <span>{name(m.team_a[0])}</span>
                <span>{name(m.team_a[1])}</span>
              </p>
              <p className="csa-clubhouse__vs">{t('versus')}</p>
              <p className="csa-clubhouse__team">
                <span>{name(m.team_b[0])}</span>
                <span>{name(m.team_b[1])}</span>
              </p>
            </article>
          ))}
        </div>
      ) : null}
      {current && current.sitting_out.length > 0 ? (
        <p className="csa-clubhouse__out">
          <strong>{t('sittingOut')}</strong> {current.sitting_out.map(name).join(', ')}
        </p>
      ) : null}
      <p className="csa-clubhouse__keys">{t('keys')}</p>
    </section>
  );
}
