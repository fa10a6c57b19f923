import { bestSplit, type CostContext } from './cost';
import { greedyStart } from './greedy';
import type { History } from './history';
import type { PlanRound } from './joint';
import { courtsUsed, presentPlayers, type DrawModel } from './model';
import { roundRng } from './rng';
import { anneal } from './search';
import { chooseSitOuts, type Unit } from './sitouts';
import type { DrawMatch, DrawRound } from './types';

/**
 * The deterministic step budget of one round's search: a base plus a share per player who can move.
 * It grows linearly with the courts, so the largest draw (40 courts, 20 rounds) stays within 1 s.
 */
export function roundSteps(courts: number, bench: number): number {
  return Math.min(8000, 2000 + 100 * (4 * courts + bench));
}

/** Positions in a court of team_a and team_b for each split of bestSplit. */
const SPLITS = [
  [0, 1, 2, 3],
  [0, 2, 1, 3],
  [0, 3, 1, 2],
] as const;

/** Present players as units: locked pairs whose both players are present, else single players. */
function unitsOf(model: DrawModel, present: number[]): Unit[] {
  const here = new Uint8Array(model.n);
  for (const p of present) here[p] = 1;
  const units: Unit[] = [];
  for (const p of present) {
    const partner = model.lockedPartner[p];
    if (partner === -1 || here[partner] === 0) units.push([p]);
    else if (p < partner) units.push([p, partner]);
  }
  return units;
}

/**
 * The first phase for one round, given the rounds before it: choose who sits out, start from level
 * bands, improve with the round's own annealing, and give every court its best split into teams.
 */
export function planRound(model: DrawModel, history: History, ctx: CostContext, round: number): PlanRound {
  const present = presentPlayers(model, round);
  const courts = courtsUsed(model, present.length);
  if (courts === 0) return { round, slots: new Int32Array(0), bench: Int32Array.from(present) };
  const rng = roundRng(model.seed, round);
  const choice = chooseSitOuts(unitsOf(model, present), present.length - 4 * courts, history, rng);
  const slots = greedyStart(choice.playing, model.levels, courts);
  const pairedWith = new Int32Array(model.n).fill(-1);
  for (const unit of choice.playing) {
    if (unit.length === 2) {
      pairedWith[unit[0]] = unit[1];
      pairedWith[unit[1]] = unit[0];
    }
  }
  const bench = Int32Array.from(choice.sitting.filter((u) => u.length === 1).map((u) => u[0]));
  anneal({
    ctx,
    slots,
    bench,
    price: choice.price,
    pairedWith,
    steps: roundSteps(courts, bench.length),
    rng,
  });
  for (let k = 0; k < courts; k++) {
    const four = slots.slice(4 * k, 4 * k + 4);
    const split = SPLITS[bestSplit(ctx, four[0], four[1], four[2], four[3])];
    split.forEach((from, to) => (slots[4 * k + to] = four[from]));
  }
  const playing = new Uint8Array(model.n);
  for (const p of slots) playing[p] = 1;
  return { round, slots, bench: Int32Array.from(present.filter((p) => playing[p] === 0)) };
}

/**
 * Writes a planned round out in a canonical form: courts ordered by mean level (strongest on the
 * first court name), team_a the stronger team, players in a team by level then id, sitting_out by id.
 */
export function roundFromPlan(model: DrawModel, plan: PlanRound): DrawRound {
  const { levels, ids } = model;
  const byLevel = (x: number, y: number): number => levels[y] - levels[x] || x - y;
  const sum = (t: number[]): number => levels[t[0]] + levels[t[1]];
  const { slots } = plan;
  const groups: { teams: number[][]; mean: number; first: number }[] = [];
  for (let k = 0; k < slots.length >> 2; k++) {
    const teams = [
      [slots[4 * k], slots[4 * k + 1]].sort(byLevel),
      [slots[4 * k + 2], slots[4 * k + 3]].sort(byLevel),
    ];
    const first = Math.min(...teams[0], ...teams[1]);
    const [x, y] = teams;
    const ordered = sum(x) > sum(y) || (sum(x) === sum(y) && Math.min(...x) === first) ? [x, y] : [y, x];
    groups.push({ teams: ordered, mean: (sum(x) + sum(y)) / 4, first });
  }
  groups.sort((g, h) => h.mean - g.mean || g.first - h.first);
  const matches: DrawMatch[] = groups.map((g, k) => ({
    court: model.courts[k],
    team_a: [ids[g.teams[0][0]], ids[g.teams[0][1]]],
    team_b: [ids[g.teams[1][0]], ids[g.teams[1][1]]],
  }));
  const sitting_out = [...plan.bench].sort((a, b) => a - b).map((p) => ids[p]);
  return { round: plan.round, matches, sitting_out };
}
