import type { EventDraw } from '@courtside/core';
import { repairDraw, type DrawEdit } from '@courtside/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawFor, drawPageApi, mixIn } from '@/test/draw-fixtures';
import { dialog, renderPage, toasts } from '@/test/render-page';
import { nextUnplayedRound } from '@/features/draws/components/draw-repair-panel';

jest.setTimeout(10_000);

const fixture = mixIn();
const made = drawFor(fixture);
const gone = fixture.users[2];
/** Published, and one player cancelled since: stale, with the hint naming them. */
const stale: EventDraw = {
  ...made,
  published_at: '2031-06-02T10:00:00Z',
  stale: true,
  repair_hint: { left: [{ user_id: gone.id, name: gone.name ?? '' }], joined: [] },
};
/** What the API's repair answers: the real algorithm, without the player who left. */
function repaired(fromRound: number): EventDraw & { changes: { user_id: string; rounds: number[] }[] } {
  const input = {
    players: fixture.users.map((u) => ({ id: u.id, name: u.name ?? '', level: 10 - (u.level ?? 5) })),
    courts: made.courts,
    rounds: made.rounds.length,
    seed: made.seed,
  };
  const fixed = repairDraw(made as unknown as DrawEdit, input, { fromRound, absent: [gone.id] });
  return {
    ...stale,
    stale: false,
    repair_hint: null,
    rounds: fixed.rounds,
    metrics: fixed.metrics,
    warnings: fixed.warnings,
    changes: fixed.changes,
    updated_at: '2031-06-04T19:30:00Z',
  };
}

describe('repairing a stale published draw', () => {
  it('names who left, previews who moves, and applies it saying how many were mailed', async () => {
    const user = userEvent.setup();
    const id = fixture.event.id;
    const preview = repaired(2);
    const { server } = renderPage(`/events/${id}/draw`, {
      api: {
        ...drawPageApi(fixture, stale),
        [`POST /api/events/${id}/draw/repair?dry_run=true`]: { body: { data: preview } },
        [`POST /api/events/${id}/draw/repair`]: { body: { data: preview } },
      },
    });
    expect(await screen.findByText('The sign-ups changed since publishing.')).toBeInTheDocument();
    expect(screen.getByText(`Left: ${gone.name}.`, { exact: false })).toBeInTheDocument();
    const round = screen.getByLabelText('Repair from');
    expect(round).toHaveValue('1');
    await user.selectOptions(round, '2');
    await user.click(screen.getByRole('button', { name: 'Repair from round 2' }));
    expect(server.callsTo(`POST /api/events/${id}/draw/repair?dry_run=true`)[0].body).toEqual({
      from_round: 2,
    });
    const count = preview.changes.length;
    expect(await screen.findByText(`${count} players move:`)).toBeInTheDocument();
    const first = preview.changes[0];
    const name = fixture.users.find((u) => u.id === first.user_id)?.name;
    expect(screen.getByText(new RegExp(`^${name}: rounds? ${first.rounds.join(', ')}$`))).toBeInTheDocument();
    expect(server.callsTo(`POST /api/events/${id}/draw/repair`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Apply and mail them' }));
    await user.click(dialog().getByRole('button', { name: 'Repair' }));
    // The player who cancelled moved out of the draw but is not mailed.
    const mailed = preview.changes.filter((c) => c.user_id !== gone.id).length;
    expect(mailed).toBe(count - 1);
    expect(await toasts().findByText(`Draw repaired: ${mailed} players mailed.`)).toBeInTheDocument();
    expect(server.callsTo(`POST /api/events/${id}/draw/repair`)[0].body).toEqual({ from_round: 2 });
    expect(screen.queryByText('The sign-ups changed since publishing.')).not.toBeInTheDocument();
  });

  it('starts at the next round not yet played', () => {
    const start = '2031-06-04T19:00:00';
    const at = (time: string) => Date.parse(`2031-06-04T${time}Z`);
    expect(nextUnplayedRound(3, 20, start, undefined, at('18:00:00'))).toBe(1);
    expect(nextUnplayedRound(3, 20, start, undefined, at('19:05:00'))).toBe(2);
    expect(nextUnplayedRound(3, 20, start, undefined, at('19:25:00'))).toBe(3);
    expect(nextUnplayedRound(3, 20, start, undefined, at('23:00:00'))).toBe(3);
    expect(nextUnplayedRound(3, null, start, undefined, at('19:25:00'))).toBe(1);
  });

  it('names who joined with the round a late arrival plays from', async () => {
    const id = fixture.event.id;
    const late = fixture.users[3];
    const walkIn = fixture.users[4];
    const hint: EventDraw = {
      ...stale,
      repair_hint: {
        left: [],
        joined: [
          { user_id: late.id, name: late.name ?? '', arrives_from_round: 3 },
          { user_id: walkIn.id, name: walkIn.name ?? '', arrives_from_round: null },
        ],
      },
    };
    renderPage(`/events/${id}/draw`, { api: drawPageApi(fixture, hint) });
    expect(
      await screen.findByText(`Joined: ${late.name} (from round 3), ${walkIn.name}.`, { exact: false }),
    ).toBeInTheDocument();
  });
});
