import { registerCatalogue, type EventDraw, type EventDrawRound } from '@courtside/core';
import type { KeyboardEventHandler, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import '../theme/tokens.css';
import './clubhouse.css';
import en from './locales/en.json';
import { QrCode } from './qr-code';
import { roundStart } from './round-clock';

// Its own small catalogue, with the clubhouse screens only (staff's and the kiosk's).
registerCatalogue('clubhouse', en, () => import(/* webpackChunkName: "clubhouse-nl" */ './locales/nl.json'));

export { QrCode } from './qr-code';

/**
 * The draw on a clubhouse screen, as both the organisers' view and the kiosk link show it: the
 * whole window in large type, the round on show with its courts and who sits out, the round
 * after it, and the check-in QR code with its address under it. Before a draw is published, a
 * line saying it follows. Players' levels are never shown. What runs the round (the organisers'
 * controls or the club's clock) is the caller's: `status` beside the heading, `toolbar` under it.
 */
export function ClubhouseBoard({
  eventName,
  clubName,
  startTime,
  draw,
  round,
  status,
  toolbar,
  checkInUrl,
  footer,
  ref,
  onKeyDown,
}: {
  eventName: string;
  clubName?: string | null;
  /** The event's start, club wall clock: the rounds' times. */
  startTime: string;
  /** The draw on show; null before one is published. */
  draw: EventDraw | null;
  round: number;
  status?: ReactNode;
  toolbar?: ReactNode;
  checkInUrl?: string | null;
  footer?: ReactNode;
  ref?: Ref<HTMLElement>;
  onKeyDown?: KeyboardEventHandler<HTMLElement>;
}) {
  const { t } = useTranslation('clubhouse');
  const names = new Map((draw?.players ?? []).map((p) => [p.user_id, p.name]));
  const name = (id: string) => names.get(id) ?? id;
  const current = draw?.rounds[round - 1];
  const next = draw?.rounds[round];
  const time = (r: number) => (draw?.round_minutes ? roundStart(startTime, draw.round_minutes, r) : null);
  const at = time(round);
  const nextAt = next ? time(next.round) : null;

  return (
    <section
      ref={ref}
      className="cs-clubhouse"
      aria-labelledby="clubhouse-round"
      // A region that scrolls (a phone, many courts) is reached by keyboard too.
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <header className="cs-clubhouse__bar">
        <div className="cs-clubhouse__title">
          <p className="cs-clubhouse__event">{[clubName, eventName].filter(Boolean).join(' · ')}</p>
          <h1 id="clubhouse-round" className="cs-clubhouse__round">
            {draw ? t('round', { round, rounds: draw.rounds.length }) : t('noDrawTitle')}
            {draw && at ? (
              <>
                {' '}
                <span className="cs-clubhouse__time">{at}</span>
              </>
            ) : null}
          </h1>
        </div>
        {status}
      </header>
      {toolbar}

      <div className="cs-clubhouse__body">
        <div className="cs-clubhouse__play">
          {!draw ? <p className="cs-clubhouse__waiting">{t('noDrawBody')}</p> : null}
          {current ? <Courts round={current} name={name} /> : null}
          {current && current.sitting_out.length > 0 ? (
            <p className="cs-clubhouse__out">
              <strong>{t('sittingOut')}</strong> {current.sitting_out.map(name).join(', ')}
            </p>
          ) : null}
          {next ? (
            <section className="cs-clubhouse__next" aria-labelledby="clubhouse-next">
              <h2 id="clubhouse-next">
                {nextAt ? t('nextAt', { round: next.round, time: nextAt }) : t('next', { round: next.round })}
              </h2>
              <ul>
                {next.matches.map((m) => (
                  <li key={m.court}>
                    <strong>{m.court}</strong> {m.team_a.map(name).join(' & ')} {t('versus')}{' '}
                    {m.team_b.map(name).join(' & ')}
                  </li>
                ))}
                {next.sitting_out.length > 0 ? (
                  <li>
                    <strong>{t('sittingOut')}</strong> {next.sitting_out.map(name).join(', ')}
                  </li>
                ) : null}
              </ul>
            </section>
          ) : null}
        </div>
        {checkInUrl ? (
          <aside className="cs-clubhouse__check-in" aria-labelledby="clubhouse-check-in">
            <h2 id="clubhouse-check-in">{t('checkInTitle')}</h2>
            <QrCode value={checkInUrl} label={t('qrLabel')} className="cs-clubhouse__qr" />
            <p>{t('checkInBody')}</p>
            <p className="cs-clubhouse__url">{checkInUrl}</p>
          </aside>
        ) : null}
      </div>
      {footer}
    </section>
  );
}

function Courts({ round, name }: { round: EventDrawRound; name: (id: string) => string }) {
  const { t } = useTranslation('clubhouse');
  return (
    <div className="cs-clubhouse__courts">
      {round.matches.map((m) => (
        <article key={m.court} className="cs-clubhouse__court" aria-label={m.court}>
          <h2>{m.court}</h2>
          <p className="cs-clubhouse__team">
            <span>{name(m.team_a[0])}</span>
            <span>{name(m.team_a[1])}</span>
          </p>
          <p className="cs-clubhouse__vs">{t('versus')}</p>
          <p className="cs-clubhouse__team">
            <span>{name(m.team_b[0])}</span>
            <span>{name(m.team_b[1])}</span>
          </p>
        </article>
      ))}
    </div>
  );
}

/** The clock beside the heading: time left, large, and a word on where it stands. */
export function ClubhouseTimer({ time, state, label }: { time: string; state: ReactNode; label: string }) {
  return (
    <div className="cs-clubhouse__timer" role="timer" aria-label={label}>
      <span className="cs-clubhouse__clock">{time}</span>
      <span className="cs-clubhouse__state">{state}</span>
    </div>
  );
}

/** A line beside the heading instead of a clock ('First round at 19:00'). */
export function ClubhouseNote({ children }: { children: ReactNode }) {
  return <p className="cs-clubhouse__note">{children}</p>;
}
