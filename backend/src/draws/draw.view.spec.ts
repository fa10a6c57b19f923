import { makeDraw } from '@courtside/domain';
import type { StoredDraw } from './draw-store';
import { toDrawView } from './draw.view';

describe('toDrawView: lower bounds and fairness', () => {
  const made = makeDraw({
    players: Array.from({ length: 9 }, (_, i) => ({ id: `p${i}`, name: `P${i}`, level: 1 + i })),
    courts: ['A', 'B'],
    rounds: 4,
    mix: 1,
  });
  const stored = (result: StoredDraw['result']): StoredDraw =>
    ({
      event_id: 'e',
      seed: 0,
      algorithm_version: made.algorithm_version,
      published_at: null,
      courts: ['A', 'B'],
      round_minutes: null,
      result,
      created_at: new Date(0),
      updated_at: new Date(0),
    }) as unknown as StoredDraw;
  const current = stored({ ...made, players: made.players.map((p) => ({ ...p, rated: true })) });

  it('gives staff the per-player gap and members only the metrics', () => {
    const staff = toDrawView(current, false, true);
    expect(staff.metrics).toEqual(made.metrics);
    expect(staff.players.map((p) => p.partner_minus_opponent)).toEqual(
      made.players.map((p) => p.partner_minus_opponent),
    );
    const member = toDrawView(current, false, false);
    expect(member.metrics.partner_opponent_gap).toEqual(made.metrics.partner_opponent_gap);
    expect(member.players[0]).not.toHaveProperty('partner_minus_opponent');
  });

  it('computes them for a draw stored before they existed', () => {
    const { lower_bounds: _b, partner_opponent_gap: _g, ...metrics } = made.metrics;
    const old = stored({
      ...made,
      metrics: metrics as typeof made.metrics,
      players: made.players.map(({ partner_minus_opponent: _p, ...p }) => ({ ...p, rated: true })),
    });
    const view = toDrawView(old, false, true);
    expect(view.metrics).toEqual(made.metrics);
    expect(view.players.map((p) => p.partner_minus_opponent)).toEqual(
      made.players.map((p) => p.partner_minus_opponent),
    );
  });
});
