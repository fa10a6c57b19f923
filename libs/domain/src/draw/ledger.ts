import { FRACTION } from './annealing';
import { abs, AVOID_PAIR_COST, overCapCost, PARTNER_REPEAT_COST, spreadOf, type CostContext } from './cost';
import type { History } from './history';
import { isPresent, type DrawModel } from './model';

/**
 * One round being drawn: court k is slots 4k..4k+3, team_a the first two, team_b the last two;
 * `bench` holds the present players sitting out.
 */
export interface PlanRound {
  round: number;
  slots: Int32Array;
  bench: Int32Array;
}

/**
 * The bookkeeping of the second phase over a plan of rounds: how often each two players partnered,
 * met as opponents and shared a court (history included), where everyone is in each round, and the
 * sit-out counts. `match(slots, k, ±1)` adds or removes a match and leaves the change in the soft
 * cost in `change`; the change in the hard cost (repeated partners, imbalance above the cap, fourth
 * and later meetings as opponents) accumulates in `hard`, which the search resets before each move.
 * `price` and `removal` tell the same without changing the counts, `recount` changes the counts
 * without pricing.
 *
 * The cost is the round-by-round cost summed over the plan: per match the level spread and team
 * imbalance; per pair of players PARTNER_REPEAT_COST * C(k, 2) for k partnerships (locked pairs
 * free) and AVOID_PAIR_COST per partnering of an avoid pair; for k meetings as opponents the prices
 * of the 3rd..k-th meetings (CostContext's tables); M * C(k, 2) for k meetings on a court.
 */
export class PlanLedger {
  readonly where: Int32Array[];
  readonly benchAt: Int32Array[];
  hard = FRACTION;
  /** The change of the soft cost of the last call of `match`, `price` or `removal`. */
  change = FRACTION;
  private readonly partner: Uint16Array;
  private readonly opponent: Uint16Array;
  private readonly met: Uint16Array;
  private readonly sitOuts: Int32Array;
  private readonly histogram: Int32Array;
  private readonly n: number;
  private readonly opponentSoft: Float64Array;
  private readonly opponentHard: Float64Array;
  private readonly levels: Float64Array;
  private readonly lockedPartner: Int32Array;
  private readonly avoid: Uint8Array;
  private readonly wSpread: number;
  private readonly wImbalance: number;
  private readonly wMet: number;
  /**
   * Per player, a bit per plan round (when the plan has at most MASK_ROUNDS rounds): plays, sits
   * out on the bench. The same facts as `where` and `benchAt`, in a form the exchange moves can read
   * for all rounds at once.
   */
  private readonly masks: boolean;
  private readonly playing: Int32Array;
  private readonly sitting: Int32Array;
  /**
   * The price of removing each court of each plan round (court k of plan round r at r * courts + k)
   * as `price(slots, k, -1, AS_IS)` finds it: `removalSoft` its change of the soft cost,
   * `removalHard` the REMOVAL_TERMS terms it adds to `hard`, in order. Valid where `priced` is 1:
   * a court's price changes only when the counts of two of its players change, which is when one
   * of them moves (see `moved`).
   */
  private readonly courts: number;
  private readonly priced: Uint8Array;
  private readonly removalSoft: Float64Array;
  private readonly removalHard: Float64Array;

  constructor(
    private readonly model: DrawModel,
    private readonly history: History,
    private readonly plan: PlanRound[],
    private readonly ctx: CostContext,
  ) {
    const { n } = model;
    this.n = n;
    this.hard = 0;
    this.change = 0;
    this.opponentSoft = ctx.opponentSoft;
    this.opponentHard = ctx.opponentHard;
    this.levels = ctx.levels;
    this.lockedPartner = model.lockedPartner;
    this.avoid = model.avoid;
    this.wSpread = ctx.wSpread;
    this.wImbalance = ctx.wImbalance;
    this.wMet = ctx.wMet;
    this.partner = history.partner.slice();
    this.opponent = history.opponent.slice();
    this.met = history.met.slice();
    this.where = plan.map(() => new Int32Array(n).fill(-1));
    this.benchAt = plan.map(() => new Int32Array(n).fill(-1));
    // Final sit-out counts (rounds not played, late rounds included), and their histogram over the
    // players who are not absent.
    this.sitOuts = Int32Array.from(history.sitOuts);
    plan.forEach((p, r) => {
      p.slots.forEach((q, i) => (this.where[r][q] = i));
      p.bench.forEach((q, i) => (this.benchAt[r][q] = i));
      for (let q = 0; q < n; q++) if (this.where[r][q] === -1) this.sitOuts[q]++;
      for (let k = 0; k < p.slots.length >> 2; k++) this.recount(p.slots, k, 1);
    });
    this.masks = plan.length <= MASK_ROUNDS;
    this.playing = new Int32Array(n);
    this.sitting = new Int32Array(n);
    if (this.masks) {
      plan.forEach((p, r) => {
        for (const q of p.slots) this.playing[q] |= 1 << r;
        for (const q of p.bench) this.sitting[q] |= 1 << r;
      });
    }
    this.courts = plan.reduce((most, p) => Math.max(most, p.slots.length >> 2), 0);
    this.priced = new Uint8Array(plan.length * this.courts);
    this.removalSoft = new Float64Array(plan.length * this.courts);
    this.removalHard = new Float64Array(plan.length * this.courts * REMOVAL_TERMS);
    this.histogram = new Int32Array(history.rounds + plan.length + 2);
    for (let q = 0; q < n; q++) if (model.absent[q] === 0) this.histogram[this.sitOuts[q]]++;
  }

  /**
   * Adds (sign 1) or removes (sign -1) match k of a round; the change of the soft cost goes to
   * `change`, that of the hard cost is added to `hard`.
   */
  match(slots: Int32Array, k: number, sign: number): void {
    this.price(slots, k, sign, AS_IS);
    this.recount(slots, k, sign);
  }

  /**
   * What `match` would do to the costs, without changing the counts: the change of the soft cost
   * goes to `change`, that of the hard cost is added to `hard`.
   *
   * A swap of players or teams between two courts of a round is priced as removing both courts
   * and adding them back changed; most such moves are then rejected. Pricing them without writing
   * and unwriting the counts needs, for adding a court back, the counts as the removal left them:
   * one less for every two players who were together on that court before, in the same places.
   * `fresh` says who they are: AS_IS (the counts as they are), a place 0-3 (the player there is new
   * to the court, the other three stayed where they were), or NEW_TEAMS (both teams came as they
   * were, each from a court of its own).
   *
   * This runs a few hundred thousand times per large draw, so it reads everything into locals and
   * leaves its results in fields (a floating-point number returned from a call V8 does not inline
   * is boxed, each time). It adds the terms up in one fixed order: the draw must stay
   * byte-identical for a given seed, and another order of floating-point additions could tip an
   * acceptance the other way.
   */
  price(slots: Int32Array, k: number, sign: number, fresh: number): void {
    const { n, partner, opponent, met, opponentSoft, opponentHard, levels, lockedPartner, avoid } = this;
    const a = slots[4 * k];
    const b = slots[4 * k + 1];
    const c = slots[4 * k + 2];
    const d = slots[4 * k + 3];
    // 1 where the removal of the court this pair was on is still pending in the counts.
    let gone01 = 0;
    let gone23 = 0;
    let gone02 = 0;
    let gone03 = 0;
    let gone12 = 0;
    let gone13 = 0;
    if (fresh === NEW_TEAMS) {
      gone01 = 1;
      gone23 = 1;
    } else if (fresh >= 0) {
      gone01 = fresh === 0 || fresh === 1 ? 0 : 1;
      gone23 = fresh === 2 || fresh === 3 ? 0 : 1;
      gone02 = fresh === 0 || fresh === 2 ? 0 : 1;
      gone03 = fresh === 0 || fresh === 3 ? 0 : 1;
      gone12 = fresh === 1 || fresh === 2 ? 0 : 1;
      gone13 = fresh === 1 || fresh === 3 ? 0 : 1;
    }
    const la = levels[a];
    const lb = levels[b];
    const lc = levels[c];
    const ld = levels[d];
    const difference = la + lb - lc - ld;
    let hard = this.hard + sign * overCapCost(difference);
    let cost = sign * (this.wSpread * spreadOf(la, lb, lc, ld) + this.wImbalance * abs(difference));
    const up = sign > 0;

    // Partners: a repeat's price is hard, an avoid pair's soft; locked pairs are free.
    const ab = a * n + b;
    let before = partner[ab] - gone01;
    let after = before + sign;
    let avoided = 0;
    if (lockedPartner[a] !== b) {
      hard += PARTNER_REPEAT_COST * (up ? before : -after);
      avoided = sign * AVOID_PAIR_COST * avoid[ab];
    }
    const cd = c * n + d;
    before = partner[cd] - gone23;
    after = before + sign;
    if (lockedPartner[c] !== d) {
      hard += PARTNER_REPEAT_COST * (up ? before : -after);
      cost += avoided + sign * AVOID_PAIR_COST * avoid[cd];
    } else {
      cost += avoided + 0;
    }

    // Opponents: the soft price is part of the cost, the hard one goes to `hard`.
    const ac = a * n + c;
    const ad = a * n + d;
    const bc = b * n + c;
    const bd = b * n + d;
    let at = opponent[ac] - gone02 - (up ? 0 : 1);
    hard += sign * opponentHard[at];
    let meetings = sign * opponentSoft[at];
    at = opponent[ad] - gone03 - (up ? 0 : 1);
    hard += sign * opponentHard[at];
    meetings += sign * opponentSoft[at];
    at = opponent[bc] - gone12 - (up ? 0 : 1);
    hard += sign * opponentHard[at];
    meetings += sign * opponentSoft[at];
    at = opponent[bd] - gone13 - (up ? 0 : 1);
    hard += sign * opponentHard[at];
    meetings += sign * opponentSoft[at];
    cost += meetings;

    // Sharing a court: C(k, 2) for k sharings, so one more costs the k before it (whole numbers).
    const wMet = this.wMet;
    const down = up ? 0 : 1;
    cost +=
      wMet *
      (sign * (met[ab] - gone01 - down) +
        sign * (met[cd] - gone23 - down) +
        sign * (met[ac] - gone02 - down));
    cost +=
      wMet *
      (sign * (met[ad] - gone03 - down) +
        sign * (met[bc] - gone12 - down) +
        sign * (met[bd] - gone13 - down));
    this.hard = hard;
    this.change = cost;
  }

  /**
   * The least `price(slots, k, 1, fresh)` can leave in `change`, whatever `fresh`: the court's spread
   * and team imbalance, its first term (everything added after it is 0 or more, and so is
   * everything it adds to `hard`).
   */
  floor(slots: Int32Array, k: number): number {
    const levels = this.levels;
    const la = levels[slots[4 * k]];
    const lb = levels[slots[4 * k + 1]];
    const lc = levels[slots[4 * k + 2]];
    const ld = levels[slots[4 * k + 3]];
    return this.wSpread * spreadOf(la, lb, lc, ld) + this.wImbalance * abs(la + lb - lc - ld);
  }

  /**
   * `price(plan[r].slots, k, -1, AS_IS)`: what removing court k of plan round r would do to the
   * costs, the same numbers added in the same order, from the cache of removal prices when it holds
   * this court's.
   */
  removal(r: number, k: number): void {
    const at = r * this.courts + k;
    if (this.priced[at] === 0) this.priceRemoval(r, k, at);
    const terms = this.removalHard;
    const first = at * REMOVAL_TERMS;
    let hard = this.hard;
    for (let t = first; t < first + REMOVAL_TERMS; t++) hard += terms[t];
    this.hard = hard;
    this.change = this.removalSoft[at];
  }

  /**
   * A player moved (changed court or team, or between bench and court) in an accepted move: the
   * counts of the pairs with them changed, so the removal prices of every court they play on are
   * stale. Call it once `where` shows where they are now.
   */
  moved(p: number): void {
    const { where, courts, priced } = this;
    for (let r = 0; r < where.length; r++) {
      const j = where[r][p];
      if (j >= 0) priced[r * courts + (j >> 2)] = 0;
    }
  }

  /**
   * Fills the cache entry `at` with the removal price of court k of plan round r: `price` with
   * sign -1 and nothing pending, each hard term kept on its own. (A locked pair's missing term is
   * kept as 0, which adds nothing: `hard` is never -0.)
   */
  private priceRemoval(r: number, k: number, at: number): void {
    const { n, partner, opponent, met, opponentSoft, opponentHard, levels, lockedPartner, avoid } = this;
    const slots = this.plan[r].slots;
    const terms = this.removalHard;
    const t = at * REMOVAL_TERMS;
    const a = slots[4 * k];
    const b = slots[4 * k + 1];
    const c = slots[4 * k + 2];
    const d = slots[4 * k + 3];
    const la = levels[a];
    const lb = levels[b];
    const lc = levels[c];
    const ld = levels[d];
    const difference = la + lb - lc - ld;
    terms[t] = -1 * overCapCost(difference);
    let cost = -1 * (this.wSpread * spreadOf(la, lb, lc, ld) + this.wImbalance * abs(difference));
    const ab = a * n + b;
    const cd = c * n + d;
    let avoided = 0;
    terms[t + 1] = 0;
    if (lockedPartner[a] !== b) {
      terms[t + 1] = PARTNER_REPEAT_COST * -(partner[ab] - 1);
      avoided = -1 * AVOID_PAIR_COST * avoid[ab];
    }
    terms[t + 2] = 0;
    if (lockedPartner[c] !== d) {
      terms[t + 2] = PARTNER_REPEAT_COST * -(partner[cd] - 1);
      cost += avoided + -1 * AVOID_PAIR_COST * avoid[cd];
    } else {
      cost += avoided + 0;
    }
    const ac = a * n + c;
    const ad = a * n + d;
    const bc = b * n + c;
    const bd = b * n + d;
    let before = opponent[ac] - 1;
    terms[t + 3] = -1 * opponentHard[before];
    let meetings = -1 * opponentSoft[before];
    before = opponent[ad] - 1;
    terms[t + 4] = -1 * opponentHard[before];
    meetings += -1 * opponentSoft[before];
    before = opponent[bc] - 1;
    terms[t + 5] = -1 * opponentHard[before];
    meetings += -1 * opponentSoft[before];
    before = opponent[bd] - 1;
    terms[t + 6] = -1 * opponentHard[before];
    meetings += -1 * opponentSoft[before];
    cost += meetings;
    const wMet = this.wMet;
    cost += wMet * (-1 * (met[ab] - 1) + -1 * (met[cd] - 1) + -1 * (met[ac] - 1));
    cost += wMet * (-1 * (met[ad] - 1) + -1 * (met[bc] - 1) + -1 * (met[bd] - 1));
    this.removalSoft[at] = cost;
    this.priced[at] = 1;
  }

  /**
   * Adds (sign 1) or removes (sign -1) match k of a round in the counts only, without pricing it:
   * how a rejected move is taken back, which is most moves late in the search.
   */
  recount(slots: Int32Array, k: number, sign: number): void {
    const { n, partner, opponent, met } = this;
    const a = slots[4 * k];
    const b = slots[4 * k + 1];
    const c = slots[4 * k + 2];
    const d = slots[4 * k + 3];
    shift(partner, n, a, b, sign);
    shift(partner, n, c, d, sign);
    shift(opponent, n, a, c, sign);
    shift(opponent, n, a, d, sign);
    shift(opponent, n, b, c, sign);
    shift(opponent, n, b, d, sign);
    shift(met, n, a, b, sign);
    shift(met, n, c, d, sign);
    shift(met, n, a, c, sign);
    shift(met, n, a, d, sign);
    shift(met, n, b, c, sign);
    shift(met, n, b, d, sign);
  }

  /** In plan round r, p comes off bench place `bi` into court slot `j`, and q takes p's bench place. */
  trade(r: number, j: number, bi: number, p: number, q: number): void {
    const { slots, bench } = this.plan[r];
    const where = this.where[r];
    const benchAt = this.benchAt[r];
    slots[j] = p;
    bench[bi] = q;
    where[p] = j;
    where[q] = -1;
    benchAt[q] = bi;
    benchAt[p] = -1;
    if (this.masks) {
      const bit = 1 << r;
      this.playing[p] |= bit;
      this.sitting[p] &= ~bit;
      this.playing[q] &= ~bit;
      this.sitting[q] |= bit;
    }
  }

  /** Plays (or sits out) without a locked partner in plan round r. */
  single(p: number, r: number): boolean {
    const partner = this.model.lockedPartner[p];
    return partner === -1 || !isPresent(this.model, partner, this.plan[r].round);
  }

  /** Times p sits out twice in a row, with p's sitting flipped in plan rounds flip1 and flip2. */
  consecutive(p: number, flip1: number, flip2: number): number {
    if (this.masks) {
      // Bit r: p sits out in plan round r; bit 0 also counts after the history's last round.
      let sat = this.sitting[p];
      if (flip1 >= 0) sat ^= 1 << flip1;
      if (flip2 >= 0 && flip2 !== flip1) sat ^= 1 << flip2;
      return bitCount(sat & (sat >>> 1)) + (sat & this.history.satLast[p]);
    }
    let count = 0;
    let before = this.history.satLast[p] === 1;
    for (let r = 0; r < this.plan.length; r++) {
      let sat = this.benchAt[r][p] >= 0;
      if (r === flip1 || r === flip2) sat = !sat;
      if (sat && before) count++;
      before = sat;
    }
    return count;
  }

  /**
   * Writes into `out`, in ascending order, the plan rounds other than r in which y sits out, x plays,
   * and both play without a locked partner (where x and y could trade a sit-out with round r);
   * returns how many.
   */
  exchangeRounds(x: number, y: number, r: number, out: Int32Array): number {
    const { benchAt, where } = this;
    let count = 0;
    if (this.masks) {
      let both = this.sitting[y] & this.playing[x] & ~(1 << r);
      for (let r2 = 0; both !== 0; r2++, both >>>= 1) {
        if ((both & 1) !== 0 && this.single(x, r2) && this.single(y, r2)) out[count++] = r2;
      }
      return count;
    }
    for (let r2 = 0; r2 < this.plan.length; r2++) {
      if (r2 !== r && benchAt[r2][y] >= 0 && where[r2][x] >= 0 && this.single(x, r2) && this.single(y, r2)) {
        out[count++] = r2;
      }
    }
    return count;
  }

  /** Most minus fewest sit-outs over the players who are not absent. */
  sitOutSpread(): number {
    const histogram = this.histogram;
    let low = 0;
    while (histogram[low] === 0) low++;
    let high = histogram.length - 1;
    while (histogram[high] === 0) high--;
    return high - low;
  }

  /** One sit-out moves from player `from` to player `to`. */
  moveSitOut(from: number, to: number): void {
    const { histogram, sitOuts } = this;
    histogram[sitOuts[from]]--;
    histogram[--sitOuts[from]]++;
    histogram[sitOuts[to]]--;
    histogram[++sitOuts[to]]++;
  }
}

/** `fresh` of PlanLedger.price: the counts as they are. */
export const AS_IS = -1;
/** `fresh` of PlanLedger.price: both teams are new to the court, each from a court of its own. */
export const NEW_TEAMS = 4;

/** The terms a court's removal adds to `hard`: over the imbalance cap, two partners, four opponents. */
const REMOVAL_TERMS = 7;

/** Plan rounds a bit mask of 32-bit integers holds (a draw has at most 20). */
const MASK_ROUNDS = 30;

/** Number of bits set in a 32-bit integer. */
function bitCount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  v = (v + (v >>> 4)) & 0x0f0f0f0f;
  v += v >>> 8;
  v += v >>> 16;
  return v & 0x3f;
}

/** Moves a count of two players up or down by one. */
function shift(m: Uint16Array, n: number, a: number, b: number, sign: number): void {
  const after = m[a * n + b] + sign;
  m[a * n + b] = after;
  m[b * n + a] = after;
}
