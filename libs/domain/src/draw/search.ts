import { courtCost, type CostContext } from './cost';
import type { Rng } from './rng';

export interface SearchSetup {
  ctx: CostContext;
  /** Court slots (court k = slots 4k..4k+3), changed in place into the best arrangement found. */
  slots: Int32Array;
  /** Single players sitting out who may trade places with a playing single of the same price. */
  bench: Int32Array;
  /** Sit-out price per player (see chooseSitOuts). */
  price: Map<number, number>;
  /** Per player: the locked partner playing in this round, or -1. */
  pairedWith: Int32Array;
  steps: number;
  rng: Rng;
}

/** Start and end temperature of the annealing, in cost units (one level step of spread ~ 1-2). */
const T_START = 0.8;
const T_END = 0.01;
/** Share of the steps that try a locked-pair move and a bench swap (when there are any). */
const PAIR_MOVE_SHARE = 0.15;
const BENCH_MOVE_SHARE = 0.2;

/**
 * Simulated annealing over the courts of one round: swap two single players between courts, move a
 * locked pair to another court, or trade a playing single with an equally due single on the bench.
 * A court's teams are always its best split (see courtCost), so the search only decides who shares a
 * court. The number of steps is fixed by the caller (never a clock), so a run is fully determined
 * by its seed. Returns the best total cost found; `slots` and `bench` then hold that arrangement.
 */
export function anneal(setup: SearchSetup): number {
  const { ctx, slots, bench, price, pairedWith, steps, rng } = setup;
  const courts = slots.length >> 2;
  const costs = new Float64Array(courts);
  const evaluate = (k: number): number =>
    courtCost(ctx, slots[4 * k], slots[4 * k + 1], slots[4 * k + 2], slots[4 * k + 3]);
  let total = 0;
  for (let k = 0; k < courts; k++) total += costs[k] = evaluate(k);

  const pairs: number[] = [];
  for (let i = 0; i < slots.length; i++) {
    const p = slots[i];
    if (pairedWith[p] > p) pairs.push(p);
  }
  const position = new Int32Array(ctx.n).fill(-1);
  slots.forEach((p, i) => (position[p] = i));
  let singles: number[] = [];
  const findSingles = (): void => {
    singles = [];
    for (let i = 0; i < slots.length; i++) if (pairedWith[slots[i]] === -1) singles.push(i);
  };
  findSingles();

  const canSwapCourts = courts > 1 && singles.length > 0;
  const canMovePairs = courts > 1 && pairs.length > 0;
  const canBench = bench.length > 0 && singles.length > 0;
  if (!canSwapCourts && !canMovePairs && !canBench) return total;

  const best = slots.slice();
  const bestBench = bench.slice();
  let bestTotal = total;
  const exp = Math.exp;
  const cooling = Math.pow(T_END / T_START, 1 / Math.max(1, steps));
  let temperature = T_START;
  const accept = (delta: number): boolean => delta <= 0 || rng.float() < exp(-delta / temperature);
  const remember = (): void => {
    if (total < bestTotal - 1e-9) {
      bestTotal = total;
      best.set(slots);
      bestBench.set(bench);
    }
  };

  for (let step = 0; step < steps; step++, temperature *= cooling) {
    const kind = rng.float();
    if (canMovePairs && kind < PAIR_MOVE_SHARE) {
      // A locked pair trades places with two players (two singles or another pair) on another court.
      const x = pairs[rng.below(pairs.length)];
      const px = position[x];
      const py = position[pairedWith[x]];
      const k1 = px >> 2;
      let k2 = rng.below(courts - 1);
      if (k2 >= k1) k2++;
      const options: number[] = [];
      for (let u = 0; u < 4; u++) {
        for (let v = u + 1; v < 4; v++) {
          const a = slots[4 * k2 + u];
          const b = slots[4 * k2 + v];
          const aOk = pairedWith[a] === -1 || pairedWith[a] === b;
          const bOk = pairedWith[b] === -1 || pairedWith[b] === a;
          if (aOk && bOk) options.push(4 * k2 + u, 4 * k2 + v);
        }
      }
      if (options.length === 0) continue;
      const o = rng.below(options.length / 2);
      const qa = options[2 * o];
      const qb = options[2 * o + 1];
      swap(slots, px, qa);
      swap(slots, py, qb);
      const c1 = evaluate(k1);
      const c2 = evaluate(k2);
      const delta = c1 + c2 - costs[k1] - costs[k2];
      if (accept(delta)) {
        costs[k1] = c1;
        costs[k2] = c2;
        total += delta;
        position[slots[px]] = px;
        position[slots[py]] = py;
        position[slots[qa]] = qa;
        position[slots[qb]] = qb;
        findSingles();
        remember();
      } else {
        swap(slots, py, qb);
        swap(slots, px, qa);
      }
    } else if (canBench && kind < PAIR_MOVE_SHARE + BENCH_MOVE_SHARE) {
      // A playing single and an equally due single on the bench trade places.
      const bi = rng.below(bench.length);
      const j = singles[rng.below(singles.length)];
      const sitting = bench[bi];
      const playing = slots[j];
      if (price.get(sitting) !== price.get(playing)) continue;
      const k = j >> 2;
      slots[j] = sitting;
      const c = evaluate(k);
      const delta = c - costs[k];
      if (accept(delta)) {
        bench[bi] = playing;
        costs[k] = c;
        total += delta;
        position[playing] = -1;
        position[sitting] = j;
        remember();
      } else {
        slots[j] = playing;
      }
    } else if (canSwapCourts) {
      const i = singles[rng.below(singles.length)];
      const j = singles[rng.below(singles.length)];
      const ki = i >> 2;
      const kj = j >> 2;
      if (ki === kj) continue;
      swap(slots, i, j);
      const ci = evaluate(ki);
      const cj = evaluate(kj);
      const delta = ci + cj - costs[ki] - costs[kj];
      if (accept(delta)) {
        costs[ki] = ci;
        costs[kj] = cj;
        total += delta;
        position[slots[i]] = i;
        position[slots[j]] = j;
        remember();
      } else {
        swap(slots, i, j);
      }
    }
  }
  slots.set(best);
  bench.set(bestBench);
  return bestTotal;
}

function swap(array: Int32Array, i: number, j: number): void {
  const t = array[i];
  array[i] = array[j];
  array[j] = t;
}
