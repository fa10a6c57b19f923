import {
  formatLongDateTime,
  queryKeys,
  useAuth,
  type EventDraw,
  type EventDrawPlayer,
} from '@courtside/core';
import { fromInternalLevel, type RatingScale } from '@courtside/domain';
import { Button, ButtonLink } from '@courtside/ui/button';
import { confirm, useConfirmedAction } from '@courtside/ui/confirm';
import { messageOf } from '@courtside/ui/form-state';
import { CheckIcon } from '@courtside/ui/icons';
import { Section } from '@courtside/ui/page';
import { Alert } from '@courtside/ui/states';
import { Tag } from '@courtside/ui/tag';
import { toast } from '@courtside/ui/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLevel } from '@/lib/levels';
import { useEditDraw } from '../api/edit-draw';
import { usePublishDraw } from '../api/publish-draw';
import { useRedraw } from '../api/redraw';
import { evaluateRounds, swapPlayers } from '../utils/draw-rounds';
import { flaggedPlayers } from '../utils/warning-text';
import { DrawBoard } from './draw-board';
import { DrawMetrics } from './draw-metrics';
import { DrawRepairPanel } from './draw-repair-panel';
import { DrawWarnings } from './draw-warnings';
import './draws.css';

/**
 * The draw made: its state (draft or published, stale), metrics and warnings, the board, and what
 * the organiser does with it. A swap shows its metrics and warnings at once (evaluateDraw in the
 * browser) and is saved with PUT; the server's answer then replaces the browser's figures.
 */
export function DrawEditor({
  eventId,
  draw,
  startTime,
  scale,
  editable,
  attendance,
}: {
  eventId: string;
  draw: EventDraw;
  startTime: string;
  /** The club's scale; no levels on the board without it. */
  scale: RatingScale | null;
  /** Not for a cancelled event (the API answers 409). */
  editable: boolean;
  /** Who is absent or late as the settings say now: a redraw takes it in. */
  attendance(): { absent: string[]; arrives_from_round: Record<string, number> };
}) {
  const { t } = useTranslation(['club-admin-draw', 'common']);
  const { club } = useAuth();
  const queryClient = useQueryClient();
  const edit = useEditDraw(eventId);
  const redraw = useRedraw(eventId);
  const [edited, setEdited] = useState<EventDraw | null>(null);
  const latest = useRef(0);
  const shown = edited ?? draw;
  const published = draw.published_at !== null;
  const publish = useConfirmedAction(usePublishDraw(eventId), {
    confirm: {
      title: t('publish.confirmTitle'),
      body: t('publish.confirmBody'),
      acceptLabel: t('publish.accept'),
      cancelLabel: t('common:cancel'),
    },
    success: () => t('publish.success'),
    failure: (error) => t('publish.failure', { message: messageOf(error) }),
  });

  async function swap(round: number, a: string, b: string) {
    const before = shown.rounds.find((r) => r.round === round);
    const changed = before && swapPlayers(before, a, b);
    if (!changed) return;
    const rounds = shown.rounds.map((r) => (r.round === round ? changed : r));
    setEdited({ ...shown, rounds, ...evaluateRounds(shown, rounds) });
    const request = ++latest.current;
    try {
      const saved = await edit.mutateAsync([changed]);
      if (request !== latest.current) return;
      queryClient.setQueryData(queryKeys.draws.forEvent(eventId), saved);
      setEdited(null);
    } catch (error) {
      if (request !== latest.current) return;
      setEdited(null);
      toast.error(t('board.swapFailed', { message: messageOf(error) }));
      void queryClient.invalidateQueries({ queryKey: queryKeys.draws.forEvent(eventId) });
    }
  }

  async function redrawFrom(round: number) {
    const last = draw.rounds.length;
    const accepted = await confirm({
      title: t('redraw.confirmTitle', { round }),
      body: [
        round === 1
          ? t('redraw.confirmBodyAll')
          : round === last
            ? t('redraw.confirmBodyOne', { round })
            : t('redraw.confirmBody', { round, last }),
        published ? t('redraw.mailed') : '',
      ]
        .filter(Boolean)
        .join(' '),
      acceptLabel: t('redraw.accept'),
      cancelLabel: t('common:cancel'),
    });
    if (!accepted) return;
    const { absent, arrives_from_round } = attendance();
    try {
      await redraw.mutateAsync({ round, input: { absent, arrives_from_round } });
    } catch (error) {
      toast.error(t('redraw.failure', { message: messageOf(error) }));
      return;
    }
    setEdited(null);
    toast.success(round === last ? t('redraw.successOne', { round }) : t('redraw.success', { round, last }));
  }

  const levelText = (player: EventDrawPlayer) => {
    if (!scale || player.level === undefined) return null;
    const level = formatLevel(scale, fromInternalLevel(scale, player.level));
    return player.rated === false ? `≈${level}` : level;
  };

  return (
    <Section
      id="draw-result-title"
      title={t('result.title')}
      meta={
        <span className="csa-draw-status">
          {published ? (
            <Tag tone="success" icon={<CheckIcon />}>
              {t('result.published')}
            </Tag>
          ) : (
            <Tag tone="warning">{t('result.draft')}</Tag>
          )}
          <span>
            {published
              ? t('result.publishedNote', { date: formatLongDateTime(draw.published_at, club?.timezone) })
              : t('result.draftNote')}
          </span>
        </span>
      }
      actions={
        <div className="csa-draw-actions">
          <ButtonLink to={`/events/${eventId}/draw/print`}>{t('result.print')}</ButtonLink>
          <ButtonLink to={`/events/${eventId}/draw/clubhouse`}>{t('result.clubhouse')}</ButtonLink>
          {published || !editable ? null : (
            <Button
              variant="default"
              loading={publish.isPending}
              disabled={edit.isPending || redraw.isPending}
              onClick={() => void publish.run(undefined)}
            >
              {t('result.publish')}
            </Button>
          )}
        </div>
      }
    >
      <div className="csa-draw-result">
        {draw.stale && published && editable ? (
          <DrawRepairPanel
            key={draw.updated_at}
            eventId={eventId}
            draw={draw}
            startTime={startTime}
            timeZone={club?.timezone}
            disabled={edit.isPending || redraw.isPending}
          />
        ) : draw.stale ? (
          <Alert kind="warning">
            <strong>{t('result.staleTitle')}</strong> {t('result.staleBody')}
          </Alert>
        ) : null}
        {published && editable ? <Alert kind="info">{t('result.publishedEdits')}</Alert> : null}
        <div className="csa-draw-figures">
          <DrawMetrics metrics={shown.metrics} />
          <p className="csa-muted csa-draw-saving" role="status">
            {edit.isPending ? t('board.saving') : ''}
          </p>
        </div>
        <DrawWarnings draw={shown} />
        <DrawBoard
          draw={shown}
          startTime={startTime}
          levelText={levelText}
          flagged={flaggedPlayers(shown)}
          editable={editable}
          busy={redraw.isPending || edit.isPending}
          onSwap={(round, a, b) => void swap(round, a, b)}
          onRedraw={(round) => void redrawFrom(round)}
        />
      </div>
    </Section>
  );
}
