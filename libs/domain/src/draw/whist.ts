/**
 * Whist tournaments Wh(N) (DRAW-LIMITS.md): N players in doubles, every pair partners exactly once
 * and faces each other exactly twice. For N = 4n: N − 1 rounds of n games; for N = 4n + 1: N rounds
 * of n games with one player sitting out, each exactly once.
 *
 * They are built the cyclic way (I. Anderson, "Combinatorial Designs and Tournaments", Oxford
 * University Press, 1997, on whist tournaments; existence for all N ≡ 0, 1 mod 4: R. J. R. Abel and
 * G. Ge, 2009): one initial round on the points of Z_m (m = N − 1 with a fixed point ∞, or m = N
 * with 0 sitting out) is developed by adding t mod m in round t (∞ stays ∞). The initial round is a
 * whist round exactly when its partner pairs cover every nonzero difference ±d once and its opponent
 * pairs every one twice (pairs with ∞ aside): then every pair partners once and meets twice over the
 * m rounds. The initial rounds below were found by a seeded computer search against that condition;
 * whist.spec.ts checks the tournaments they give directly.
 */

/**
 * Initial rounds by N: tables a, b against c, d as four consecutive entries. For N = 4n the point
 * N − 1 is ∞; for N = 4n + 1 point 0 is not listed (it sits out).
 */
const INITIAL_ROUNDS: Readonly<Record<number, readonly number[]>> = {
  8: [2, 1, 6, 3, 4, 7, 0, 5],
  12: [11, 4, 10, 6, 9, 3, 2, 1, 7, 5, 8, 0],
  13: [3, 11, 6, 10, 8, 1, 2, 12, 5, 4, 7, 9],
  16: [5, 7, 13, 10, 6, 11, 9, 2, 1, 0, 15, 14, 8, 4, 12, 3],
  17: [6, 3, 10, 1, 16, 12, 11, 9, 13, 7, 5, 4, 14, 2, 8, 15],
  20: [0, 14, 9, 1, 11, 15, 4, 2, 8, 17, 6, 5, 12, 18, 16, 13, 3, 10, 19, 7],
  21: [18, 3, 4, 13, 12, 16, 10, 20, 1, 6, 15, 2, 7, 8, 19, 5, 11, 9, 14, 17],
  24: [13, 20, 12, 0, 16, 10, 4, 2, 15, 19, 22, 21, 3, 18, 17, 7, 8, 11, 1, 6, 5, 14, 9, 23],
  25: [12, 9, 18, 5, 4, 14, 1, 3, 16, 24, 7, 23, 19, 8, 2, 6, 13, 20, 15, 10, 11, 17, 21, 22],
};

export interface WhistTournament {
  /** Per round, per table: [a, b, c, d], a and b against c and d; players are 0..N−1. */
  rounds: number[][][];
  /** Per round, who sits out (N = 4n: nobody; N = 4n + 1: one player). */
  sittingOut: number[][];
}

/** The players whose whist tournament this file knows, ascending. */
export const WHIST_SIZES: readonly number[] = Object.keys(INITIAL_ROUNDS)
  .map(Number)
  .sort((a, b) => a - b);

/**
 * The whist tournament of `players` on `courts` courts, when one is known and every round fills
 * exactly those courts (players = 4 courts, or 4 courts + 1); null otherwise.
 */
export function whistTournament(players: number, courts: number): WhistTournament | null {
  const initial = INITIAL_ROUNDS[players];
  if (initial === undefined || Math.floor(players / 4) !== courts) return null;
  const withInfinity = players % 4 === 0;
  const m = withInfinity ? players - 1 : players;
  const infinity = withInfinity ? players - 1 : -1;
  const rounds: number[][][] = [];
  const sittingOut: number[][] = [];
  for (let t = 0; t < m; t++) {
    const move = (p: number): number => (p === infinity ? p : (p + t) % m);
    const tables: number[][] = [];
    for (let k = 0; k < courts; k++) tables.push(initial.slice(4 * k, 4 * k + 4).map(move));
    rounds.push(tables);
    sittingOut.push(withInfinity ? [] : [t]);
  }
  return { rounds, sittingOut };
}
