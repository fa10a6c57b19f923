import type { EventDraw, EventDrawPlayer, EventDrawRound } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { RepeatIcon } from '@courtside/ui/icons';
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roundStart } from '../utils/draw-rounds';
import { CourtsHeader } from './courts-header';

interface Picked {
  round: number;
  id: string;
}

interface BoardProps {
  draw: EventDraw;
  /** The event's start (club wall clock), for each round's time when the draw has a round length. */
  startTime: string;
  /** A player's level as the board shows it, or null to show none. */
  levelText(player: EventDrawPlayer): string | null;
  /** `${round}:${userId}` of players a warning is about. */
  flagged: ReadonlySet<string>;
  /** Swaps and redraws are offered (staff, event not cancelled). */
  editable: boolean;
  onSwap(round: number, a: string, b: string): void;
  onRedraw(round: number): void;
  /** A redraw is on its way: no other starts meanwhile. */
  busy: boolean;
}

/**
 * The draw as a table of rounds × courts (a card per round on phones), names and levels. Two
 * players of a round swap places when one is dragged onto the other, or tapped one after the other
 * (keyboard: Enter on each; Escape lets go).
 */
export function DrawBoard({
  draw,
  startTime,
  levelText,
  flagged,
  editable,
  onSwap,
  onRedraw,
  busy,
}: BoardProps) {
  const { t } = useTranslation('club-admin-draw', { keyPrefix: 'board' });
  const [picked, setPicked] = useState<Picked | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dragging = useRef<Picked | null>(null);
  const players = new Map(draw.players.map((p) => [p.user_id, p]));
  const nameOf = (id: string) => players.get(id)?.name ?? id;

  const swap = (round: number, a: string, b: string) => {
    setPicked(null);
    onSwap(round, a, b);
    setAnnouncement(t('swapped', { a: nameOf(a), b: nameOf(b), round }));
  };
  const pick = (round: number, id: string) => {
    if (picked && picked.round === round && picked.id !== id) return swap(round, picked.id, id);
    const same = picked?.id === id && picked.round === round;
    setPicked(same ? null : { round, id });
    setAnnouncement(same ? t('released') : t('picked', { name: nameOf(id), round }));
  };
  const canDrop = (round: number, id: string) =>
    dragging.current !== null && dragging.current.round === round && dragging.current.id !== id;

  const chip = (round: number, id: string) => {
    const player = players.get(id);
    const level = player ? levelText(player) : null;
    const key = `${round}:${id}`;
    const classes = [
      'csa-chip',
      picked?.round === round && picked.id === id && 'csa-chip--picked',
      flagged.has(key) && 'csa-chip--flagged',
      dropTarget === key && 'csa-chip--target',
    ]
      .filter(Boolean)
      .join(' ');
    const content = (
      <>
        <span className="csa-chip__name">{nameOf(id)}</span>
        {level ? (
          <>
            {' '}
            <span className="csa-chip__level">{level}</span>
          </>
        ) : null}
      </>
    );
    if (!editable) return <span className={classes}>{content}</span>;
    return (
      <button
        type="button"
        className={classes}
        aria-pressed={picked?.round === round && picked.id === id}
        draggable
        onClick={() => pick(round, id)}
        onKeyDown={(e: KeyboardEvent) => {
          if (e.key === 'Escape' && picked) {
            setPicked(null);
            setAnnouncement(t('released'));
          }
        }}
        onDragStart={(e: DragEvent) => {
          dragging.current = { round, id };
          e.dataTransfer.effectAllowed = 'move';
          e.dataTransfer.setData('text/plain', id);
        }}
        onDragEnd={() => {
          dragging.current = null;
          setDropTarget(null);
        }}
        onDragOver={(e: DragEvent) => {
          if (!canDrop(round, id)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'move';
          setDropTarget(key);
        }}
        onDragLeave={() => setDropTarget((was) => (was === key ? null : was))}
        onDrop={(e: DragEvent) => {
          if (!canDrop(round, id)) return;
          e.preventDefault();
          const from = dragging.current as Picked;
          dragging.current = null;
          setDropTarget(null);
          swap(round, from.id, id);
        }}
      >
        {content}
      </button>
    );
  };

  const team = (round: number, ids: string[]) => (
    <div className="csa-team">
      {ids.map((id) => (
        <span key={id}>{chip(round, id)}</span>
      ))}
    </div>
  );
  const roundRow = (r: EventDrawRound) => {
    const time = draw.round_minutes ? roundStart(startTime, draw.round_minutes, r.round) : null;
    const byCourt = new Map(r.matches.map((m) => [m.court, m]));
    return (
      <tr key={r.round} className={picked?.round === r.round ? 'csa-board__row--active' : undefined}>
        <th scope="row" className="csa-board__round">
          <div className="csa-board__round-inner">
            <span className="csa-board__round-name">{t('round', { round: r.round })}</span>
            {time ? <span className="csa-muted">{time}</span> : null}
            {editable ? (
              <Button
                size="sm"
                variant="ghost"
                icon={<RepeatIcon />}
                disabled={busy}
                onClick={() => onRedraw(r.round)}
              >
                {t('redrawFrom')}
              </Button>
            ) : null}
          </div>
        </th>
        {draw.courts.map((court) => {
          const match = byCourt.get(court);
          return (
            <td key={court} data-label={court}>
              {match ? (
                <div className="csa-match">
                  {team(r.round, match.team_a)}
                  <span className="csa-match__vs">{t('versus')}</span>
                  {team(r.round, match.team_b)}
                </div>
              ) : (
                <span className="csa-muted">{t('courtFree')}</span>
              )}
            </td>
          );
        })}
        <td data-label={t('sittingOut')} className="csa-board__out">
          {r.sitting_out.length > 0 ? (
            <div className="csa-team">
              {r.sitting_out.map((id) => (
                <span key={id}>{chip(r.round, id)}</span>
              ))}
            </div>
          ) : (
            <span className="csa-muted">{t('nobody')}</span>
          )}
        </td>
      </tr>
    );
  };

  return (
    <>
      {editable ? <p className="csa-muted csa-board__help">{t('help')}</p> : null}
      <div className="csa-board" role="region" aria-labelledby="draw-board-caption" tabIndex={0}>
        <table className="csa-board__table">
          <caption id="draw-board-caption" className="cs-visually-hidden">
            {t('caption')}
          </caption>
          <CourtsHeader courts={draw.courts} round={t('roundColumn')} sittingOut={t('sittingOut')} />
          <tbody>{draw.rounds.map(roundRow)}</tbody>
        </table>
      </div>
      <p className="cs-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
