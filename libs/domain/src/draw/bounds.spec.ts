import { lowerBounds, mostGames, partnerMinusOpponent, partnerOpponentGap } from './bounds';
import { makeDraw } from './draw';
import type { DrawRound } from './types';

describe('lowerBounds', () => {
  it('gives the table of DRAW-LIMITS.md', () => {
    expect(lowerBounds(12, 3, 6)).toEqual({
      partner_repeats: 0,
      max_opponent_meetings: 2,
      sit_out_spread: 0,
    });
    expect(lowerBounds(16, 4, 6)).toEqual({
      partner_repeats: 0,
      max_opponent_meetings: 1,
      sit_out_spread: 0,
    });
    expect(lowerBounds(18, 4, 6)).toEqual({
      partner_repeats: 0,
      max_opponent_meetings: 1,
      sit_out_spread: 1,
    });
    expect(lowerBounds(20, 5, 5)).toEqual({
      partner_repeats: 0,
      max_opponent_meetings: 1,
      sit_out_spread: 0,
    });
    expect(lowerBounds(24, 6, 6)).toEqual({
      partner_repeats: 0,
      max_opponent_meetings: 1,
      sit_out_spread: 0,
    });
  });

  it('counts partner repeats beyond players - 1 games, and the most games from even sit-outs', () => {
    expect(lowerBounds(4, 1, 6)).toEqual({ partner_repeats: 3, max_opponent_meetings: 4, sit_out_spread: 0 });
    expect(mostGames(18, 4, 6)).toBe(6);
    expect(mostGames(10, 2, 6)).toBe(5);
    expect(lowerBounds(10, 2, 6).sit_out_spread).toBe(1);
    expect(lowerBounds(10, 2, 5).sit_out_spread).toBe(0);
  });

  it('is all zeros without courts or rounds, and refuses impossible sizes', () => {
    expect(lowerBounds(3, 0, 4)).toEqual({ partner_repeats: 0, max_opponent_meetings: 0, sit_out_spread: 0 });
    expect(() => lowerBounds(7, 2, 3)).toThrow(RangeError);
    expect(() => lowerBounds(8.5, 2, 3)).toThrow(RangeError);
  });
});

describe('drawLowerBounds and the metrics', () => {
  const club = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      id: `p${String(i).padStart(2, '0')}`,
      name: `P${i}`,
      level: 1 + (i % 9),
    }));

  it('is in every draw, on the courts actually used', () => {
    const draw = makeDraw({ players: club(18), courts: ['1', '2', '3', '4', '5'], rounds: 6 });
    expect(draw.metrics.lower_bounds).toEqual(lowerBounds(18, 4, 6));
  });

  it('is null when a late arrival makes the rounds differ in size', () => {
    const draw = makeDraw({
      players: club(17),
      courts: ['1', '2', '3', '4'],
      rounds: 4,
      arrivesFromRound: { p03: 2 },
    });
    expect(draw.metrics.lower_bounds).toBeNull();
  });

  it('gives every player who played their partner-minus-opponent gap, and its mean and maximum', () => {
    const draw = makeDraw({ players: club(10), courts: ['1', '2'], rounds: 3, mix: 1 });
    const levels = new Map(draw.players.map((p) => [p.user_id, p.level]));
    const gaps = partnerMinusOpponent(draw.rounds, (id) => levels.get(id) as number);
    for (const p of draw.players) expect(p.partner_minus_opponent).toBe(gaps.get(p.user_id) ?? null);
    expect(draw.metrics.partner_opponent_gap).toEqual(partnerOpponentGap(gaps));
  });

  it('counts players without a level at the default level', () => {
    const round: DrawRound = {
      round: 1,
      matches: [{ court: '1', team_a: ['a', 'b'], team_b: ['c', 'd'] }],
      sitting_out: ['e'],
    };
    const level = (id: string) => ({ a: 8, b: 2, c: 5, d: 5 })[id] as number;
    const gaps = partnerMinusOpponent([round], level);
    expect(Object.fromEntries(gaps)).toEqual({ a: -3, b: 3, c: 0, d: 0 });
    expect(partnerOpponentGap(gaps)).toEqual({ mean_abs: 1.5, max: 3 });
    const draw = makeDraw({
      players: ['a', 'b', 'c', 'd'].map((id) => ({ id, name: id, level: null })),
      courts: ['1'],
      rounds: 2,
    });
    expect(draw.players.map((p) => p.partner_minus_opponent)).toEqual([0, 0, 0, 0]);
    expect(draw.metrics.partner_opponent_gap).toEqual({ mean_abs: 0, max: 0 });
  });
});

/**
 * Exhaustive check on small evenings (4-9 players, 1-2 courts, 1-4 rounds): no schedule at all does
 * better than the bound in any of the three metrics. The first round is fixed (any first round is
 * the same up to renaming players); the rest are searched depth first, pruned as soon as a partial
 * schedule already misses the target.
 */
describe('lower bounds against exhaustive search', () => {
  type Match = [number, number, number, number];
  type Round = { matches: Match[]; sitting: number[] };

  /** Every way to split `players` into `courts` matches (unordered matches and teams). */
  function splits(players: number[], courts: number): Match[][] {
    if (courts === 0) return [[]];
    const [first, ...rest] = players;
    const out: Match[][] = [];
    for (let a = 0; a < rest.length; a++)
      for (let b = a + 1; b < rest.length; b++)
        for (let c = b + 1; c < rest.length; c++) {
          const others = rest.filter((_, k) => k !== a && k !== b && k !== c);
          const [x, y, z] = [rest[a], rest[b], rest[c]];
          for (const m of [
            [first, x, y, z],
            [first, y, x, z],
            [first, z, x, y],
          ] as Match[]) {
            for (const tail of splits(others, courts - 1)) out.push([m, ...tail]);
          }
        }
    return out;
  }

  function subsets(n: number, k: number): number[][] {
    if (k === 0) return [[]];
    if (n < k) return [];
    return [...subsets(n - 1, k), ...subsets(n - 1, k - 1).map((s) => [...s, n - 1])];
  }

  function allRounds(n: number, courts: number): Round[] {
    const out: Round[] = [];
    for (const playing of subsets(n, 4 * courts)) {
      const sitting = Array.from({ length: n }, (_, i) => i).filter((i) => !playing.includes(i));
      for (const matches of splits(playing, courts)) out.push({ matches, sitting });
    }
    return out;
  }

  /** Whether some schedule of `rounds` rounds keeps every pair's count within `limit`. */
  function existsWithin(
    n: number,
    courts: number,
    rounds: number,
    pairsOf: (m: Match) => [number, number][],
    limit: number,
  ): boolean {
    const options = allRounds(n, courts);
    const first = options.find((r) => r.matches.flat().every((p, k) => p === k)) as Round;
    const count = new Int32Array(n * n);
    const apply = (r: Round, d: number): boolean => {
      let ok = true;
      for (const m of r.matches)
        for (const [a, b] of pairsOf(m)) {
          count[a * n + b] += d;
          count[b * n + a] += d;
          if (count[a * n + b] > limit) ok = false;
        }
      return ok;
    };
    const dfs = (depth: number): boolean => {
      if (depth === rounds) return true;
      for (const r of options) {
        const ok = apply(r, 1);
        const found = ok && dfs(depth + 1);
        apply(r, -1);
        if (found) return true;
      }
      return false;
    };
    const ok = apply(first, 1);
    return ok && dfs(1);
  }

  /**
   * Whether some choice of who sits out each round gives every player the same number of sit-outs.
   * Pruned: equal counts are S R / N each, so no count may pass floor(S R / N).
   */
  function evenSitOutsExist(n: number, courts: number, rounds: number): boolean {
    const sitting = n - 4 * courts;
    const cap = Math.floor((sitting * rounds) / n);
    const choices = subsets(n, sitting);
    const sat = new Int32Array(n);
    const dfs = (depth: number): boolean => {
      if (depth === rounds) return sat.every((x) => x === sat[0]);
      for (const c of choices) {
        let ok = true;
        for (const p of c) if (++sat[p] > cap) ok = false;
        const found = ok && dfs(depth + 1);
        for (const p of c) sat[p]--;
        if (found) return true;
      }
      return false;
    };
    return dfs(0);
  }

  const partners = (m: Match): [number, number][] => [
    [m[0], m[1]],
    [m[2], m[3]],
  ];
  const opponents = (m: Match): [number, number][] => [
    [m[0], m[2]],
    [m[0], m[3]],
    [m[1], m[2]],
    [m[1], m[3]],
  ];

  const cases: [number, number, number][] = [];
  for (let n = 4; n <= 9; n++)
    for (let c = 1; c <= 2 && 4 * c <= n; c++) for (let r = 1; r <= 4; r++) cases.push([n, c, r]);

  it.each(cases)(
    '%i players, %i courts, %i rounds: no schedule, and no draw, beats the bounds',
    (n, c, r) => {
      const bound = lowerBounds(n, c, r);
      if (bound.sit_out_spread > 0) expect(evenSitOutsExist(n, c, r)).toBe(false);
      if (bound.max_opponent_meetings > 0) {
        expect(existsWithin(n, c, r, opponents, bound.max_opponent_meetings - 1)).toBe(false);
      }
      const players = Array.from({ length: n }, (_, i) => ({ id: `p${i}`, name: `P${i}`, level: 1 + i }));
      const courts = Array.from({ length: c }, (_, i) => `Court ${i + 1}`);
      for (const mix of [0, 0.3, 1]) {
        const { metrics } = makeDraw({ players, courts, rounds: r, mix });
        expect(metrics.lower_bounds).toEqual(bound);
        expect(metrics.partner_repeats).toBeGreaterThanOrEqual(bound.partner_repeats);
        expect(metrics.max_opponent_meetings).toBeGreaterThanOrEqual(bound.max_opponent_meetings);
        expect(metrics.sit_out_max - metrics.sit_out_min).toBeGreaterThanOrEqual(bound.sit_out_spread);
      }
      if (bound.partner_repeats > 0) {
        // partner_repeats counts partnerships beyond the first: fewer than the bound means some
        // schedule keeps every pair at most 1 + (bound - 1) partnerships when the bound is 1.
        expect(existsWithin(n, c, r, partners, bound.partner_repeats)).toBe(false);
      }
    },
  );

  it('the bounds are reached in these small evenings wherever the search finds them', () => {
    // Tightness spot checks: the opponent bound is met exactly for 8/2/4 and 5/1/4.
    expect(existsWithin(8, 2, 4, opponents, lowerBounds(8, 2, 4).max_opponent_meetings)).toBe(true);
    expect(existsWithin(5, 1, 4, opponents, lowerBounds(5, 1, 4).max_opponent_meetings)).toBe(true);
  });
});
