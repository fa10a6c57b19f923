import { type EventDraw } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { confirm } from '@courtside/ui/confirm';
import { ChoiceSelect } from '@courtside/ui/form';
import { messageOf } from '@courtside/ui/form-state';
import { Alert } from '@courtside/ui/states';
import { toast } from '@courtside/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRepairDraw, type RepairedDraw } from '../api/repair-draw';
import { wallClockNow } from '@courtside/ui/clubhouse/round-clock';

/**
 * The first round not yet played: the one after the round on now, by the start time and the
 * round length; round 1 before the start or when rounds have no length.
 */
export function nextUnplayedRound(
  rounds: number,
  roundMinutes: number | null,
  startTime: string,
  timeZone: string | undefined,
  now = wallClockNow(timeZone),
): number {
  const start = Date.parse(`${startTime}Z`);
  if (!roundMinutes || !Number.isFinite(start)) return 1;
  const elapsed = now - start;
  if (elapsed < 0) return 1;
  return Math.min(rounds, Math.floor(elapsed / (roundMinutes * 60_000)) + 2);
}

/**
 * A published draw whose sign-ups changed: who left or joined, and a repair from a round on that
 * moves as few players as the rules allow. The preview (a dry run) shows who moves in which
 * rounds before anything is saved or mailed.
 */
export function DrawRepairPanel({
  eventId,
  draw,
  startTime,
  timeZone,
  disabled,
}: {
  eventId: string;
  draw: EventDraw;
  startTime: string;
  timeZone: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation(['club-admin-draw', 'common']);
  const repair = useRepairDraw(eventId);
  const rounds = draw.rounds.length;
  const [fromRound, setFromRound] = useState(() =>
    nextUnplayedRound(rounds, draw.round_minutes, startTime, timeZone),
  );
  const [preview, setPreview] = useState<RepairedDraw | null>(null);
  const hint = draw.repair_hint;
  const names = new Map(draw.players.map((p) => [p.user_id, p.name]));
  for (const p of [...(hint?.joined ?? []), ...(hint?.left ?? [])]) names.set(p.user_id, p.name);
  if (preview) for (const p of preview.players) if (!names.has(p.user_id)) names.set(p.user_id, p.name);

  async function showPreview() {
    try {
      setPreview(await repair.mutateAsync({ fromRound, dryRun: true }));
    } catch (error) {
      toast.error(t('repair.failure', { message: messageOf(error) }));
    }
  }

  // Who cancelled is in `changes` (their place is gone) but is no longer mailed.
  const gone = new Set((hint?.left ?? []).map((p) => p.user_id));
  const mailedOf = (answer: RepairedDraw) => answer.changes.filter((c) => !gone.has(c.user_id)).length;

  async function apply() {
    const accepted = await confirm({
      title: t('repair.confirmTitle', { round: fromRound }),
      body: t('repair.confirmBody', { count: preview ? mailedOf(preview) : 0 }),
      acceptLabel: t('repair.accept'),
      cancelLabel: t('common:cancel'),
    });
    if (!accepted) return;
    try {
      const done = await repair.mutateAsync({ fromRound, dryRun: false });
      setPreview(null);
      toast.success(t('repair.success', { count: mailedOf(done) }));
    } catch (error) {
      toast.error(t('repair.failure', { message: messageOf(error) }));
    }
  }

  const list = (people: { name: string; arrives_from_round?: number | null }[]) =>
    people
      .map((p) =>
        p.arrives_from_round ? t('repair.arrives', { name: p.name, round: p.arrives_from_round }) : p.name,
      )
      .join(', ');
  const options = draw.rounds.map((r) => ({
    value: String(r.round),
    label: t('repair.round', { round: r.round }),
  }));

  return (
    <Alert kind="warning">
      <div className="csa-draw-repair">
        <p>
          <strong>{t('repair.title')}</strong>{' '}
          {hint && hint.left.length > 0
            ? t('repair.left', { names: list(hint.left), count: hint.left.length })
            : null}{' '}
          {hint && hint.joined.length > 0
            ? t('repair.joined', { names: list(hint.joined), count: hint.joined.length })
            : null}
        </p>
        <div className="csa-draw-repair__controls">
          <label htmlFor="draw-repair-round">{t('repair.fromLabel')}</label>
          <ChoiceSelect
            id="draw-repair-round"
            name="draw-repair-round"
            value={String(fromRound)}
            options={options}
            onChange={(e) => {
              setFromRound(Number(e.target.value));
              setPreview(null);
            }}
          />
          <Button
            loading={repair.isPending && !preview}
            disabled={disabled || repair.isPending}
            onClick={() => void showPreview()}
          >
            {t('repair.preview', { round: fromRound })}
          </Button>
        </div>
        {preview ? (
          <div className="csa-draw-repair__preview" aria-live="polite">
            {preview.changes.length === 0 ? (
              <p>{t('repair.nothing')}</p>
            ) : (
              <>
                <p>{t('repair.moves', { count: preview.changes.length })}</p>
                <ul>
                  {preview.changes.map((c) => (
                    <li key={c.user_id}>
                      {t('repair.change', {
                        name: names.get(c.user_id) ?? c.user_id,
                        rounds: c.rounds.join(', '),
                        count: c.rounds.length,
                      })}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <Button
              variant="default"
              loading={repair.isPending}
              disabled={disabled || repair.isPending}
              onClick={() => void apply()}
            >
              {t('repair.apply', { round: fromRound })}
            </Button>
          </div>
        ) : null}
      </div>
    </Alert>
  );
}
