import { exp, FRACTION, SURELY } from './annealing';
import { PARTNER_REPEAT_COST, type CostContext } from './cost';
import type { History } from './history';
import { NEW_TEAMS, PlanLedger, type PlanRound } from './ledger';
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
  const movable = plan.map((_, r) => r).filter((r) => plan[r].slots.length >= 4);
  const withBench = plan.map((_, r) => r).filter((r) => plan[r].bench.length > 0 && plan[r].slots.length > 0);
  if (movable.length === 0 && (withBench.length === 0 || rounds < 2)) return 0;

  const search = new JointSearch(plan, ledger, rng, movable, withBench);
  search.run(steps);
  search.keepBest();
  return search.bestTotal;
}

/**
 * The state of jointAnneal's search, one move per `step`. A class with a method per kind of move
 * rather than one long loop: V8 optimises each method on its own as soon as it is hot, where one
 * function holding every move took long to compile (and ran unoptimised meanwhile) in a fresh
 * process; and numbers that change every step sit in fields, which V8 updates in place.
 */
class JointSearch {
  total = FRACTION;
  bestTotal = FRACTION;
  temperature = FRACTION;
  hardness = FRACTION;
  private readonly rounds: number;
  private readonly where: Int32Array[];
  private readonly benchAt: Int32Array[];
  private readonly best: PlanRound[];
  private readonly candidates: Int32Array;

  constructor(
    private readonly plan: PlanRound[],
    private readonly ledger: PlanLedger,
    private readonly rng: Rng,
    private readonly movable: number[],
    private readonly withBench: number[],
  ) {
    this.total = 0;
    this.bestTotal = 0;
    this.temperature = T_START;
    this.hardness = HARDNESS_START;
    this.rounds = plan.length;
    this.where = ledger.where;
    this.benchAt = ledger.benchAt;
    this.best = plan.map((p) => ({ round: p.round, slots: p.slots.slice(), bench: p.bench.slice() }));
    this.candidates = new Int32Array(plan.length);
  }

  /**
   * Makes `steps` moves, cooling after each and hardening over the first HARDENING_SHARE of them.
   * (The loop is a method of its own so that the code V8 optimises while the loop runs has no
   * untried code after it.)
   */
  run(steps: number): void {
    const cooling = Math.pow(T_END / T_START, 1 / Math.max(1, steps));
    const hardening = Math.max(1, Math.floor(steps * HARDENING_SHARE));
    const harden = Math.pow(1 / HARDNESS_START, 1 / hardening);
    for (let step = 0; step < steps; step++) {
      this.hardness = step < hardening ? this.hardness * harden : 1;
      this.step();
      this.temperature *= cooling;
    }
  }

  private step(): void {
    this.ledger.hard = 0;
    const kind = this.rng.float();
    if (kind < EXCHANGE_MOVE_SHARE && this.withBench.length > 0 && this.rounds > 1) {
      this.exchange();
    } else if (kind < EXCHANGE_MOVE_SHARE + BENCH_MOVE_SHARE) {
      if (this.withBench.length > 0) this.benchMove();
    } else if (this.movable.length > 0) {
      this.swap(kind < EXCHANGE_MOVE_SHARE + BENCH_MOVE_SHARE + TEAM_MOVE_SHARE);
    }
  }

  /** Changes `plan` into the best plan found. */
  keepBest(): void {
    this.plan.forEach((p, r) => {
      p.slots.set(this.best[r].slots);
      p.bench.set(this.best[r].bench);
    });
  }

  /**
   * Accepts (and books) a move whose cost changes by `delta` plus `ledger.hard`; keeps the best plan.
   * `chance` is the acceptance draw when the move already made it (see `swap`), else -1.
   */
  private accept(delta: number, chance = -1): boolean {
    const hard = this.ledger.hard;
    const change = delta + this.hardness * hard;
    if (change > 0 && (chance < 0 ? this.rng.float() : chance) >= exp(-change / this.temperature)) {
      return false;
    }
    const total = this.total + (delta + hard);
    this.total = total;
    if (total < this.bestTotal - 1e-9) {
      this.bestTotal = total;
      const { plan, best } = this;
      for (let r = 0; r < this.rounds; r++) {
        best[r].slots.set(plan[r].slots);
        best[r].bench.set(plan[r].bench);
      }
    }
    return true;
  }

  private single(p: number, r: number): boolean {
    return this.ledger.single(p, r);
  }

  private consecutive(p: number, flip1: number, flip2: number): number {
    return this.ledger.consecutive(p, flip1, flip2);
  }

  private match(slots: Int32Array, k: number, sign: number): number {
    this.ledger.match(slots, k, sign);
    return this.ledger.change;
  }

  private price(slots: Int32Array, k: number, sign: number, fresh: number): number {
    this.ledger.price(slots, k, sign, fresh);
    return this.ledger.change;
  }

  private removal(r: number, k: number): number {
    this.ledger.removal(r, k);
    return this.ledger.change;
  }

  /** Exchanges the sit-outs of two single players between two rounds. */
  private exchange(): void {
    const { ledger, rng, plan, withBench, where, benchAt } = this;
    const r = withBench[rng.below(withBench.length)];
    const { slots, bench } = plan[r];
    const bi = rng.below(bench.length);
    const j = rng.below(slots.length);
    const x = bench[bi];
    const y = slots[j];
    if (!this.single(x, r) || !this.single(y, r)) return;
    const found = ledger.exchangeRounds(x, y, r, this.candidates);
    if (found === 0) return;
    const r2 = this.candidates[rng.below(found)];
    const twice =
      this.consecutive(x, r, r2) +
      this.consecutive(y, r, r2) -
      this.consecutive(x, -1, -1) -
      this.consecutive(y, -1, -1);
    const other = plan[r2];
    const j2 = where[r2][x];
    const bi2 = benchAt[r2][y];
    const k = j >> 2;
    const k2 = j2 >> 2;
    let delta = this.match(slots, k, -1) + this.match(other.slots, k2, -1);
    // x plays in r instead of y, y plays in r2 instead of x.
    ledger.trade(r, j, bi, x, y);
    ledger.trade(r2, j2, bi2, y, x);
    delta += this.match(slots, k, 1) + this.match(other.slots, k2, 1);
    ledger.hard += CONSECUTIVE_SIT_OUT_COST * twice;
    if (this.accept(delta)) {
      ledger.moved(x);
      ledger.moved(y);
    } else {
      // Taken back in the counts only, as its price is already known.
      ledger.recount(slots, k, -1);
      ledger.recount(other.slots, k2, -1);
      ledger.trade(r, j, bi, y, x);
      ledger.trade(r2, j2, bi2, x, y);
      ledger.recount(slots, k, 1);
      ledger.recount(other.slots, k2, 1);
    }
  }

  /** A single on the bench plays instead of a single on court: one sit-out moves between them. */
  private benchMove(): void {
    const { ledger, rng, plan, withBench } = this;
    const r = withBench[rng.below(withBench.length)];
    const { slots, bench } = plan[r];
    const bi = rng.below(bench.length);
    const j = rng.below(slots.length);
    const x = bench[bi];
    const y = slots[j];
    if (!this.single(x, r) || !this.single(y, r)) return;
    const twice =
      this.consecutive(x, r, -1) +
      this.consecutive(y, r, -1) -
      this.consecutive(x, -1, -1) -
      this.consecutive(y, -1, -1);
    const spread = ledger.sitOutSpread();
    ledger.moveSitOut(x, y);
    if (ledger.sitOutSpread() > spread) {
      ledger.moveSitOut(y, x);
      return;
    }
    const k = j >> 2;
    let delta = this.match(slots, k, -1);
    ledger.trade(r, j, bi, x, y);
    delta += this.match(slots, k, 1);
    ledger.hard += CONSECUTIVE_SIT_OUT_COST * twice;
    if (this.accept(delta)) {
      ledger.moved(x);
      ledger.moved(y);
    } else {
      ledger.recount(slots, k, -1);
      ledger.trade(r, j, bi, y, x);
      ledger.recount(slots, k, 1);
      ledger.moveSitOut(y, x);
    }
  }

  /** Two teams of different courts, or two single players of different teams, trade places. */
  private swap(teams: boolean): void {
    const { ledger, rng, plan, movable, where } = this;
    const r = movable[rng.below(movable.length)];
    const slots = plan[r].slots;
    const courts = slots.length >> 2;
    let i: number;
    let j: number;
    let width: number;
    if (teams) {
      // Two teams of different courts trade places (this is how locked pairs move).
      if (courts < 2) return;
      i = 2 * rng.below(2 * courts);
      j = 2 * rng.below(2 * courts);
      width = 2;
    } else {
      // Two single players of different teams trade places.
      i = rng.below(slots.length);
      j = rng.below(slots.length);
      width = 1;
      if (!this.single(slots[i], r) || !this.single(slots[j], r) || i >> 1 === j >> 1) return;
    }
    const k1 = i >> 2;
    const k2 = j >> 2;
    if (width === 2 && k1 === k2) return;
    if (k1 === k2) {
      // Two players of one court trade teams.
      let delta = this.match(slots, k1, -1);
      swapRange(slots, i, j, width);
      delta += this.match(slots, k1, 1);
      if (this.accept(delta)) {
        where[r][slots[i]] = i;
        where[r][slots[j]] = j;
        ledger.moved(slots[i]);
        ledger.moved(slots[j]);
      } else {
        ledger.recount(slots, k1, -1);
        swapRange(slots, i, j, width);
        ledger.recount(slots, k1, 1);
      }
      return;
    }
    // Between two courts the move is priced without touching the counts (see PlanLedger.price),
    // as most moves are rejected; the same sums as removing both courts and adding them back.
    let delta = this.removal(r, k1) + this.removal(r, k2);
    swapRange(slots, i, j, width);
    // Adding a court costs at least its floor and adds nothing negative to `hard`, so this is the
    // least the move can change the cost by, added up in the order accept adds the full change.
    const low = delta + (ledger.floor(slots, k1) + ledger.floor(slots, k2)) + this.hardness * ledger.hard;
    let chance = -1;
    if (low > 0) {
      // A rise: accept would draw, so draw now and turn the move down unpriced where even `low`
      // is too much (see SURELY).
      chance = rng.float();
      if (chance > 0 && chance >= exp(-low / this.temperature) * SURELY) {
        swapRange(slots, i, j, width);
        return;
      }
    }
    const fresh1 = width === 2 ? NEW_TEAMS : i & 3;
    const fresh2 = width === 2 ? NEW_TEAMS : j & 3;
    delta += this.price(slots, k1, 1, fresh1) + this.price(slots, k2, 1, fresh2);
    if (this.accept(delta, chance)) {
      swapRange(slots, i, j, width);
      ledger.recount(slots, k1, -1);
      ledger.recount(slots, k2, -1);
      swapRange(slots, i, j, width);
      ledger.recount(slots, k1, 1);
      ledger.recount(slots, k2, 1);
      for (let w = 0; w < width; w++) {
        where[r][slots[i + w]] = i + w;
        where[r][slots[j + w]] = j + w;
      }
      for (let w = 0; w < width; w++) {
        ledger.moved(slots[i + w]);
        ledger.moved(slots[j + w]);
      }
    } else {
      swapRange(slots, i, j, width);
    }
  }
}

function swapRange(array: Int32Array, i: number, j: number, width: number): void {
  for (let w = 0; w < width; w++) {
    const t = array[i + w];
    array[i + w] = array[j + w];
    array[j + w] = t;
  }
}
