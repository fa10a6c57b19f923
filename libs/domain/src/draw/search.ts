import { exp, FRACTION, SURELY } from './annealing';
import { courtCost, courtFloor, courtSplit, type CostContext } from './cost';
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
  const { slots, steps } = setup;
  const search = new RoundSearch(setup);
  if (!search.canMove) return search.total;
  search.run(steps, Math.pow(T_END / T_START, 1 / Math.max(1, steps)));
  slots.set(search.best);
  setup.bench.set(search.bestBench);
  return search.bestTotal;
}

/**
 * The state of anneal's search, one move per `step`. A class with a method per kind of move rather
 * than one long loop: V8 optimises each method on its own as soon as it is hot, where one function
 * holding every move took long to compile (and ran unoptimised meanwhile) in a fresh process; and
 * numbers that change every step sit in fields, which V8 updates in place.
 */
class RoundSearch {
  total = FRACTION;
  bestTotal = FRACTION;
  temperature = FRACTION;
  readonly canMove: boolean;
  readonly best: Int32Array;
  readonly bestBench: Int32Array;
  private readonly ctx: CostContext;
  private readonly slots: Int32Array;
  private readonly bench: Int32Array;
  private readonly pairedWith: Int32Array;
  private readonly rng: Rng;
  private readonly courts: number;
  /** Court costs, court k at k. */
  private readonly costs: Float64Array;
  /** Sit-out price per player (-1 for none), as `price` of the setup. */
  private readonly priceOf: Float64Array;
  /** The lower player of each locked pair that plays. */
  private readonly pairs: number[] = [];
  /** Slot of each playing player, or -1. */
  private readonly position: Int32Array;
  /** The slots that hold a single player (not a locked pair's). */
  private readonly singles: number[] = [];
  private readonly canSwapCourts: boolean;
  private readonly canMovePairs: boolean;
  private readonly canBench: boolean;

  constructor(setup: SearchSetup) {
    const { ctx, slots, bench, price, pairedWith, rng } = setup;
    this.ctx = ctx;
    this.slots = slots;
    this.bench = bench;
    this.pairedWith = pairedWith;
    this.rng = rng;
    this.temperature = T_START;
    const courts = slots.length >> 2;
    this.courts = courts;
    this.costs = new Float64Array(courts);
    let total = 0;
    for (let k = 0; k < courts; k++) total += this.costs[k] = this.evaluate(k);
    this.total = total;
    this.bestTotal = total;
    this.priceOf = new Float64Array(ctx.n).fill(-1);
    for (const [p, each] of price) this.priceOf[p] = each;
    for (let i = 0; i < slots.length; i++) {
      const p = slots[i];
      if (pairedWith[p] > p) this.pairs.push(p);
    }
    this.position = new Int32Array(ctx.n).fill(-1);
    slots.forEach((p, i) => (this.position[p] = i));
    this.findSingles();
    this.canSwapCourts = courts > 1 && this.singles.length > 0;
    this.canMovePairs = courts > 1 && this.pairs.length > 0;
    this.canBench = bench.length > 0 && this.singles.length > 0;
    this.canMove = this.canSwapCourts || this.canMovePairs || this.canBench;
    this.best = slots.slice();
    this.bestBench = bench.slice();
  }

  /**
   * Makes `steps` moves, cooling by `cooling` after each. (The loop is a method of its own so that
   * the code V8 optimises while the loop runs has no untried code after it.)
   */
  run(steps: number, cooling: number): void {
    for (let step = 0; step < steps; step++) {
      this.step();
      this.temperature *= cooling;
    }
  }

  private step(): void {
    const kind = this.rng.float();
    if (this.canMovePairs && kind < PAIR_MOVE_SHARE) this.movePair();
    else if (this.canBench && kind < PAIR_MOVE_SHARE + BENCH_MOVE_SHARE) this.swapBench();
    else if (this.canSwapCourts) this.swapCourts();
  }

  private evaluate(k: number): number {
    const slots = this.slots;
    return courtCost(this.ctx, slots[4 * k], slots[4 * k + 1], slots[4 * k + 2], slots[4 * k + 3]);
  }

  private floor(k: number): number {
    const slots = this.slots;
    return courtFloor(this.ctx, slots[4 * k], slots[4 * k + 1], slots[4 * k + 2], slots[4 * k + 3]);
  }

  private split(k: number): number {
    const slots = this.slots;
    return courtSplit(this.ctx, slots[4 * k], slots[4 * k + 1], slots[4 * k + 2], slots[4 * k + 3]);
  }

  /**
   * For a move whose total changes by `low` or more (from the courts' floors): when that is a rise,
   * the acceptance draw `accept` would make (it draws only for a rise), else -1. Then the move is
   * turned down unpriced when the draw is above what even `low` would allow (see SURELY).
   */
  private early(low: number): number {
    return low > 0 ? this.rng.float() : -1;
  }

  private surelyRejected(low: number, chance: number): boolean {
    return chance > 0 && chance >= exp(-low / this.temperature) * SURELY;
  }

  /** `accept(delta)`, with the draw `chance` already made by `early` when it is not -1. */
  private acceptWith(delta: number, chance: number): boolean {
    return chance < 0 ? this.accept(delta) : chance < exp(-delta / this.temperature);
  }

  private findSingles(): void {
    const { singles, slots, pairedWith } = this;
    singles.length = 0;
    for (let i = 0; i < slots.length; i++) if (pairedWith[slots[i]] === -1) singles.push(i);
  }

  private accept(delta: number): boolean {
    return delta <= 0 || this.rng.float() < exp(-delta / this.temperature);
  }

  /** Books an accepted move's change of the total and keeps the best arrangement. */
  private book(delta: number): void {
    const total = this.total + delta;
    this.total = total;
    if (total < this.bestTotal - 1e-9) {
      this.bestTotal = total;
      this.best.set(this.slots);
      this.bestBench.set(this.bench);
    }
  }

  /** A locked pair trades places with two players (two singles or another pair) on another court. */
  private movePair(): void {
    const { rng, slots, pairedWith, position, costs, pairs, courts } = this;
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
    if (options.length === 0) return;
    const o = rng.below(options.length / 2);
    const qa = options[2 * o];
    const qb = options[2 * o + 1];
    swap(slots, px, qa);
    swap(slots, py, qb);
    const f1 = this.floor(k1);
    const f2 = this.floor(k2);
    const low = f1 + f2 - costs[k1] - costs[k2];
    const chance = this.early(low);
    if (this.surelyRejected(low, chance)) {
      swap(slots, py, qb);
      swap(slots, px, qa);
      return;
    }
    const c1 = f1 + this.split(k1);
    const c2 = f2 + this.split(k2);
    const delta = c1 + c2 - costs[k1] - costs[k2];
    if (this.acceptWith(delta, chance)) {
      costs[k1] = c1;
      costs[k2] = c2;
      position[slots[px]] = px;
      position[slots[py]] = py;
      position[slots[qa]] = qa;
      position[slots[qb]] = qb;
      this.findSingles();
      this.book(delta);
    } else {
      swap(slots, py, qb);
      swap(slots, px, qa);
    }
  }

  /** A playing single and an equally due single on the bench trade places. */
  private swapBench(): void {
    const { rng, slots, bench, singles, position, costs, priceOf } = this;
    const bi = rng.below(bench.length);
    const j = singles[rng.below(singles.length)];
    const sitting = bench[bi];
    const playing = slots[j];
    if (priceOf[sitting] !== priceOf[playing]) return;
    const k = j >> 2;
    slots[j] = sitting;
    const f = this.floor(k);
    const low = f - costs[k];
    const chance = this.early(low);
    if (this.surelyRejected(low, chance)) {
      slots[j] = playing;
      return;
    }
    const c = f + this.split(k);
    const delta = c - costs[k];
    if (this.acceptWith(delta, chance)) {
      bench[bi] = playing;
      costs[k] = c;
      position[playing] = -1;
      position[sitting] = j;
      this.book(delta);
    } else {
      slots[j] = playing;
    }
  }

  /** Two single players of different courts trade places. */
  private swapCourts(): void {
    const { rng, slots, singles, position, costs } = this;
    const i = singles[rng.below(singles.length)];
    const j = singles[rng.below(singles.length)];
    const ki = i >> 2;
    const kj = j >> 2;
    if (ki === kj) return;
    swap(slots, i, j);
    const fi = this.floor(ki);
    const fj = this.floor(kj);
    const low = fi + fj - costs[ki] - costs[kj];
    const chance = this.early(low);
    if (this.surelyRejected(low, chance)) {
      swap(slots, i, j);
      return;
    }
    const ci = fi + this.split(ki);
    const cj = fj + this.split(kj);
    const delta = ci + cj - costs[ki] - costs[kj];
    if (this.acceptWith(delta, chance)) {
      costs[ki] = ci;
      costs[kj] = cj;
      position[slots[i]] = i;
      position[slots[j]] = j;
      this.book(delta);
    } else {
      swap(slots, i, j);
    }
  }
}

function swap(array: Int32Array, i: number, j: number): void {
  const t = array[i];
  array[i] = array[j];
  array[j] = t;
}
