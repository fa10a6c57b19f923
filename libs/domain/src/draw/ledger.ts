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
 * sit-out counts. `match(slots, k, ±1)` adds or removes a match and returns the change in the soft
 * cost; the change in the hard cost (repeated partners, imbalance above the cap, fourth and later
 * meetings as opponents) accumulates in `hard`, which the search resets before each move.
 *
 * The cost is the round-by-round cost summed over the plan: per match the level spread and team
 * imbalance; per pair of players PARTNER_REPEAT_COST * C(k, 2) for k partnerships (locked pairs
 * free) and AVOID_PAIR_COST per partnering of an avoid pair; for k meetings as opponents the prices
 * of the 3rd..k-th meetings (CostContext's tables); M * C(k, 2) for k meetings on a court.
 */
export class PlanLedger {
  readonly where: Int32Array[];
  readonly benchAt: Int32Array[];
  hard = 0;
  private readonly partner: Uint16Array;
  private readonly opponent: Uint16Array;
  private readonly met: Uint16Array;
  private readonly sitOuts: Int32Array;
  private readonly histogram: Int32Array;
  private readonly n: number;
  private readonly opponentSoft: Float64Array;
  private readonly opponentHard: Float64Array;

  constructor(
    private readonly model: DrawModel,
    private readonly history: History,
    private readonly plan: PlanRound[],
    private readonly ctx: CostContext,
  ) {
    const { n } = model;
    this.n = n;
    this.opponentSoft = ctx.opponentSoft;
    this.opponentHard = ctx.opponentHard;
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
      for (let k = 0; k < p.slots.length >> 2; k++) this.match(p.slots, k, 1);
    });
    this.histogram = new Int32Array(history.rounds + plan.length + 2);
    for (let q = 0; q < n; q++) if (model.absent[q] === 0) this.histogram[this.sitOuts[q]]++;
    this.hard = 0;
  }

  /** Adds (sign 1) or removes (sign -1) match k of a round; returns the change of the soft cost. */
  match(slots: Int32Array, k: number, sign: number): number {
    const { levels, wSpread, wImbalance, wMet } = this.ctx;
    const a = slots[4 * k];
    const b = slots[4 * k + 1];
    const c = slots[4 * k + 2];
    const d = slots[4 * k + 3];
    const la = levels[a];
    const lb = levels[b];
    const lc = levels[c];
    const ld = levels[d];
    const difference = la + lb - lc - ld;
    this.hard += sign * overCapCost(difference);
    let cost = sign * (wSpread * spreadOf(la, lb, lc, ld) + wImbalance * abs(difference));
    cost += this.pairing(a, b, sign) + this.pairing(c, d, sign);
    cost += this.meet(a, c, sign) + this.meet(a, d, sign) + this.meet(b, c, sign) + this.meet(b, d, sign);
    const met = this.met;
    cost += wMet * (this.bump(met, a, b, sign) + this.bump(met, c, d, sign) + this.bump(met, a, c, sign));
    cost += wMet * (this.bump(met, a, d, sign) + this.bump(met, b, c, sign) + this.bump(met, b, d, sign));
    return cost;
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
  }

  /** Plays (or sits out) without a locked partner in plan round r. */
  single(p: number, r: number): boolean {
    const partner = this.model.lockedPartner[p];
    return partner === -1 || !isPresent(this.model, partner, this.plan[r].round);
  }

  /** Times p sits out twice in a row, with p's sitting flipped in plan rounds flip1 and flip2. */
  consecutive(p: number, flip1: number, flip2: number): number {
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

  /** Change of C(k, 2) when a count goes up or down by one. */
  private bump(m: Uint16Array, a: number, b: number, sign: number): number {
    const n = this.n;
    const before = m[a * n + b];
    const after = before + sign;
    m[a * n + b] = after;
    m[b * n + a] = after;
    return sign > 0 ? before : -after;
  }

  private pairing(x: number, y: number, sign: number): number {
    const repeats = this.bump(this.partner, x, y, sign);
    if (this.model.lockedPartner[x] === y) return 0;
    this.hard += PARTNER_REPEAT_COST * repeats;
    return sign * AVOID_PAIR_COST * this.model.avoid[x * this.n + y];
  }

  /** Meeting as opponents once more: the soft price is returned, the hard one goes to `hard`. */
  private meet(x: number, y: number, sign: number): number {
    const n = this.n;
    const opponent = this.opponent;
    const before = opponent[x * n + y];
    const after = before + sign;
    opponent[x * n + y] = after;
    opponent[y * n + x] = after;
    const at = sign > 0 ? before : after;
    this.hard += sign * this.opponentHard[at];
    return sign * this.opponentSoft[at];
  }
}
