import { PARTNER_REPEAT_COST, type CostContext } from './cost';
import type { History } from './history';
import { PlanLedger, type PlanRound } from './ledger';
import type { DrawModel } from './model';
import type { Rng } from './rng';

export type { PlanRound } from './ledger';

export interface JointSetup {
  model: DrawModel;
  /** History of the rounds before the plan (kept as they are). */
  history: History;
  plan: PlanRound[];
  ctx: CostContext;
  steps: number;
  rng: Rng;
}

const T_START = 1;
const T_END = 0.005;
/** Weight of the hard costs at the start, rising to 1 over the first HARDENING_SHARE of the steps. */
const HARDNESS_START = 0.01;
const HARDENING_SHARE = 0.5;
const TEAM_MOVE_SHARE = 0.15;
/**
 * A player sitting out twice in a row costs more than the two repeated partnerships an exchange could
 * save at most, so the search removes such sit-outs where it can and never adds one for partners.
 */
const CONSECUTIVE_SIT_OUT_COST = 2.5 * PARTNER_REPEAT_COST;
const EXCHANGE_MOVE_SHARE = 0.15;
const BENCH_MOVE_SHARE = 0.1;

/**
 * The second phase: simulated annealing over all rounds of the plan at once, so later rounds are not
 * left with only distant partners (the cost is PlanLedger's: the round-by-round cost summed). Moves:
 * swap two single players of one round (between teams or courts); swap two teams of one round
 * between courts (how locked pairs move); exchange the sit-outs of two single players between two
 * rounds (x sits in r and plays in r2, y the other way round: the counts stay the same); move one
 * sit-out from one player to another when the spread of the sit-out counts does not grow. Sitting
 * out twice in a row costs CONSECUTIVE_SIT_OUT_COST. The hard costs weigh little at first and fully
 * from half-way, so the search may pass through a repeat on its way to a better plan. Changes `plan`
 * in place into the best plan found and returns how much it lowered the cost (0 or less).
 */
export function jointAnneal(setup: JointSetup): number {
  const { model, history, plan, ctx, steps, rng } = setup;
  const rounds = plan.length;
  const ledger = new PlanLedger(model, history, plan, ctx);
  const { where, benchAt } = ledger;
  const single = (p: number, r: number): boolean => ledger.single(p, r);
  const consecutive = (p: number, flip1: number, flip2: number): number =>
    ledger.consecutive(p, flip1, flip2);
  const match = (slots: Int32Array, k: number, sign: number): number => ledger.match(slots, k, sign);

  const movable = plan.map((_, r) => r).filter((r) => plan[r].slots.length >= 4);
  const withBench = plan.map((_, r) => r).filter((r) => plan[r].bench.length > 0 && plan[r].slots.length > 0);
  if (movable.length === 0 && (withBench.length === 0 || rounds < 2)) return 0;

  let total = 0;
  let bestTotal = 0;
  const best = plan.map((p) => ({ slots: p.slots.slice(), bench: p.bench.slice() }));
  const exp = Math.exp;
  let temperature = T_START;
  const cooling = Math.pow(T_END / T_START, 1 / Math.max(1, steps));
  const hardening = Math.max(1, Math.floor(steps * HARDENING_SHARE));
  let hardness = HARDNESS_START;
  const harden = Math.pow(1 / HARDNESS_START, 1 / hardening);
  /** Accepts (and books) a move whose cost changes by `delta` plus `ledger.hard`; keeps the best plan. */
  const accept = (delta: number): boolean => {
    const change = delta + hardness * ledger.hard;
    if (change > 0 && rng.float() >= exp(-change / temperature)) return false;
    total += delta + ledger.hard;
    if (total < bestTotal - 1e-9) {
      bestTotal = total;
      for (let r = 0; r < rounds; r++) {
        best[r].slots.set(plan[r].slots);
        best[r].bench.set(plan[r].bench);
      }
    }
    return true;
  };
  const candidates: number[] = [];

  for (let step = 0; step < steps; step++, temperature *= cooling) {
    hardness = step < hardening ? hardness * harden : 1;
    ledger.hard = 0;
    const kind = rng.float();
    if (kind < EXCHANGE_MOVE_SHARE && withBench.length > 0 && rounds > 1) {
      const r = withBench[rng.below(withBench.length)];
      const { slots, bench } = plan[r];
      const bi = rng.below(bench.length);
      const j = rng.below(slots.length);
      const x = bench[bi];
      const y = slots[j];
      if (!single(x, r) || !single(y, r)) continue;
      candidates.length = 0;
      for (let r2 = 0; r2 < rounds; r2++) {
        if (r2 !== r && benchAt[r2][y] >= 0 && where[r2][x] >= 0 && single(x, r2) && single(y, r2)) {
          candidates.push(r2);
        }
      }
      if (candidates.length === 0) continue;
      const r2 = candidates[rng.below(candidates.length)];
      const twice =
        consecutive(x, r, r2) + consecutive(y, r, r2) - consecutive(x, -1, -1) - consecutive(y, -1, -1);
      const other = plan[r2];
      const j2 = where[r2][x];
      const bi2 = benchAt[r2][y];
      const k = j >> 2;
      const k2 = j2 >> 2;
      let delta = match(slots, k, -1) + match(other.slots, k2, -1);
      // x plays in r instead of y, y plays in r2 instead of x.
      ledger.trade(r, j, bi, x, y);
      ledger.trade(r2, j2, bi2, y, x);
      delta += match(slots, k, 1) + match(other.slots, k2, 1);
      ledger.hard += CONSECUTIVE_SIT_OUT_COST * twice;
      if (!accept(delta)) {
        match(slots, k, -1);
        match(other.slots, k2, -1);
        ledger.trade(r, j, bi, y, x);
        ledger.trade(r2, j2, bi2, x, y);
        match(slots, k, 1);
        match(other.slots, k2, 1);
      }
      continue;
    }
    if (kind < EXCHANGE_MOVE_SHARE + BENCH_MOVE_SHARE) {
      // A single on the bench plays instead of a single on court: one sit-out moves between them.
      if (withBench.length === 0) continue;
      const r = withBench[rng.below(withBench.length)];
      const { slots, bench } = plan[r];
      const bi = rng.below(bench.length);
      const j = rng.below(slots.length);
      const x = bench[bi];
      const y = slots[j];
      if (!single(x, r) || !single(y, r)) continue;
      const twice =
        consecutive(x, r, -1) + consecutive(y, r, -1) - consecutive(x, -1, -1) - consecutive(y, -1, -1);
      const spread = ledger.sitOutSpread();
      ledger.moveSitOut(x, y);
      if (ledger.sitOutSpread() > spread) {
        ledger.moveSitOut(y, x);
        continue;
      }
      const k = j >> 2;
      let delta = match(slots, k, -1);
      ledger.trade(r, j, bi, x, y);
      delta += match(slots, k, 1);
      ledger.hard += CONSECUTIVE_SIT_OUT_COST * twice;
      if (!accept(delta)) {
        match(slots, k, -1);
        ledger.trade(r, j, bi, y, x);
        match(slots, k, 1);
        ledger.moveSitOut(y, x);
      }
      continue;
    }
    if (movable.length === 0) continue;
    const r = movable[rng.below(movable.length)];
    const slots = plan[r].slots;
    const courts = slots.length >> 2;
    let i: number;
    let j: number;
    let width: number;
    if (kind < EXCHANGE_MOVE_SHARE + BENCH_MOVE_SHARE + TEAM_MOVE_SHARE) {
      // Two teams of different courts trade places (this is how locked pairs move).
      if (courts < 2) continue;
      i = 2 * rng.below(2 * courts);
      j = 2 * rng.below(2 * courts);
      width = 2;
    } else {
      // Two single players of different teams trade places.
      i = rng.below(slots.length);
      j = rng.below(slots.length);
      width = 1;
      if (!single(slots[i], r) || !single(slots[j], r) || i >> 1 === j >> 1) continue;
    }
    const k1 = i >> 2;
    const k2 = j >> 2;
    if (width === 2 && k1 === k2) continue;
    let delta = match(slots, k1, -1) + (k2 !== k1 ? match(slots, k2, -1) : 0);
    swapRange(slots, i, j, width);
    delta += match(slots, k1, 1) + (k2 !== k1 ? match(slots, k2, 1) : 0);
    if (accept(delta)) {
      for (let w = 0; w < width; w++) {
        where[r][slots[i + w]] = i + w;
        where[r][slots[j + w]] = j + w;
      }
    } else {
      match(slots, k1, -1);
      if (k2 !== k1) match(slots, k2, -1);
      swapRange(slots, i, j, width);
      match(slots, k1, 1);
      if (k2 !== k1) match(slots, k2, 1);
    }
  }
  plan.forEach((p, r) => {
    p.slots.set(best[r].slots);
    p.bench.set(best[r].bench);
  });
  return bestTotal;
}

function swapRange(array: Int32Array, i: number, j: number, width: number): void {
  for (let w = 0; w < width; w++) {
    const t = array[i + w];
    array[i + w] = array[j + w];
    array[j + w] = t;
  }
}
