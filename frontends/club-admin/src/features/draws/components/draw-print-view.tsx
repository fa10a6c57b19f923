import { formatLongDateTime, type ClubEvent, type EventDraw, type EventDrawRound } from '@courtside/core';
import { BackLink } from '@courtside/ui/back-link';
import { Button } from '@courtside/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { namesOf, roundStart } from '../utils/draw-rounds';
import './draws.css';
import { CourtsHeader } from './courts-header';

type Layout = 'rounds' | 'sheet';

/**
 * The draw on paper (A4): a page per round in large type for the courts' notice boards, or every
 * round on one landscape sheet. On screen a toolbar chooses and prints; on paper only the sheets
 * show (the shell's header and the toolbar are not printed). Players' levels are never printed.
 */
export function DrawPrintView({ draw, event }: { draw: EventDraw; event: ClubEvent }) {
  const { t } = useTranslation('club-admin-draw', { keyPrefix: 'print' });
  const [params, setParams] = useSearchParams();
  // Kept here too: the address changes in a transition, the radio at once.
  const [layout, setLayout] = useState<Layout>(params.get('layout') === 'sheet' ? 'sheet' : 'rounds');
  const names = namesOf(draw);
  const pair = (ids: string[]) => ids.map((id) => names.get(id) ?? id).join(' & ');
  const when = (round: number) => {
    if (!draw.round_minutes) return null;
    const start = roundStart(event.start_time, draw.round_minutes, round);
    const end = roundStart(event.start_time, draw.round_minutes, round + 1);
    return start && end ? `${start}–${end}` : null;
  };
  // Every printed page names the event; the screen's one heading is the first page's.
  const heading = (first: boolean) => (
    <header className="csa-sheet__header">
      <p className="csa-sheet__kicker">{t('kicker')}</p>
      {first ? (
        <h1 className="csa-sheet__title">{event.name}</h1>
      ) : (
        <p className="csa-sheet__title">{event.name}</p>
      )}
      <p className="csa-sheet__meta">
        {[formatLongDateTime(event.start_time), event.location].filter(Boolean).join(' · ')}
      </p>
    </header>
  );
  const outLine = (r: EventDrawRound) =>
    r.sitting_out.length > 0 ? (
      <p className="csa-sheet__out">
        <strong>{t('sittingOut')}</strong> {r.sitting_out.map((id) => names.get(id) ?? id).join(', ')}
      </p>
    ) : null;

  return (
    <div className={`csa-print csa-print--${layout}`}>
      {/* Paper size and orientation follow the layout chosen. */}
      <style>{`@page { size: A4 ${layout === 'sheet' ? 'landscape' : 'portrait'}; margin: 12mm; }`}</style>
      <div className="csa-print__back">
        <BackLink to={`/events/${draw.event_id}/draw`}>{t('back')}</BackLink>
      </div>
      <div className="csa-print__toolbar">
        <fieldset className="csa-print__layout">
          <legend className="cs-field__label">{t('layout')}</legend>
          {(['rounds', 'sheet'] as const).map((option) => (
            <label key={option} className="csa-print__choice">
              <input
                type="radio"
                name="layout"
                value={option}
                checked={layout === option}
                onChange={() => {
                  setLayout(option);
                  setParams(option === 'rounds' ? {} : { layout: option }, { replace: true });
                }}
              />
              {t(`layouts.${option}`)}
            </label>
          ))}
        </fieldset>
        <Button variant="default" onClick={() => window.print()}>
          {t('print')}
        </Button>
      </div>

      {layout === 'rounds' ? (
        draw.rounds.map((r) => (
          <article
            key={r.round}
            className="csa-sheet csa-sheet--round"
            aria-label={t('round', { round: r.round })}
          >
            {heading(r.round === draw.rounds[0]?.round)}
            <h2 className="csa-sheet__round">
              {t('round', { round: r.round })}
              {when(r.round) ? (
                <>
                  {' '}
                  <span className="csa-sheet__time">{when(r.round)}</span>
                </>
              ) : null}
            </h2>
            <table className="csa-sheet__courts">
              <caption className="cs-visually-hidden">{t('round', { round: r.round })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('court')}</th>
                  <th scope="col">{t('team')}</th>
                  <th scope="col">
                    <span className="cs-visually-hidden">{t('versus')}</span>
                  </th>
                  <th scope="col">{t('team')}</th>
                </tr>
              </thead>
              <tbody>
                {r.matches.map((m) => (
                  <tr key={m.court}>
                    <th scope="row">{m.court}</th>
                    <td>{pair(m.team_a)}</td>
                    <td className="csa-sheet__vs">{t('versus')}</td>
                    <td>{pair(m.team_b)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {outLine(r)}
          </article>
        ))
      ) : (
        // Scrolls sideways on a narrow screen: reachable by keyboard.
        <article className="csa-sheet csa-sheet--all" aria-label={t('layouts.sheet')} tabIndex={0}>
          {heading(true)}
          <table className="csa-sheet__grid">
            <caption className="cs-visually-hidden">{t('layouts.sheet')}</caption>
            <CourtsHeader courts={draw.courts} round={t('roundColumn')} sittingOut={t('sittingOutColumn')} />
            <tbody>
              {draw.rounds.map((r) => {
                const byCourt = new Map(r.matches.map((m) => [m.court, m]));
                return (
                  <tr key={r.round}>
                    <th scope="row">
                      {r.round}
                      {when(r.round) ? (
                        <>
                          {' '}
                          <span className="csa-sheet__time">{when(r.round)}</span>
                        </>
                      ) : null}
                    </th>
                    {draw.courts.map((court) => {
                      const m = byCourt.get(court);
                      return (
                        <td key={court}>
                          {m ? (
                            <>
                              <span className="csa-sheet__pair">{pair(m.team_a)}</span>
                              <span className="csa-sheet__vs">{t('versus')}</span>
                              <span className="csa-sheet__pair">{pair(m.team_b)}</span>
                            </>
                          ) : null}
                        </td>
                      );
                    })}
                    <td>{r.sitting_out.map((id) => names.get(id) ?? id).join(', ')}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </article>
      )}
    </div>
  );
}
