import type { History } from './history';
import type { DrawModel } from './model';

/**
 * What the cost of a court looks at, given the history. Lower is better. The weights make the product's
 * order of priorities: an avoid pair partnered outweighs everything, then a repeated partner outweighs
 * any level consideration; then level spread and team imbalance (steeply above 2.2 steps); then
 * repeated opponents, priced per meeting by a graded table (see OPPONENT_PRICES), and meeting the same
 * people on a court again, the last traded against the spread by `mix`.
 */
export interface CostContext {
  n: number;
  levels: Float64Array;
  partner: Uint16Array;
  opponent: Uint16Array;
  met: Uint16Array;
  avoid: Uint8Array;
  lockedPartner: Int32Array;
  wSpread: number;
  wImbalance: number;
  wMet: number;
  /**
   * The price of one more meeting as opponents, indexed by the meetings before it: `opponentSoft` is
   * part of the soft cost, `opponentHard` (fourth meetings and later) of the hard cost, which the
   * second phase phases in (see jointAnneal).
   */
  opponentSoft: Float64Array;
  opponentHard: Float64Array;
}

/*
 * The hot functions below avoid global lookups (Math, Infinity): under jest's vm contexts every global
 * access is slow, and these run millions of times per draw.
 */
export const abs = (x: number): number => (x < 0 ? -x : x);
export const spreadOf = (a: number, b: number, c: number, d: number): number => {
  const high1 = a > b ? a : b;
  const high2 = c > d ? c : d;
  const low1 = a < b ? a : b;
  const low2 = c < d ? c : d;
  return (high1 > high2 ? high1 : high2) - (low1 < low2 ? low1 : low2);
};

/**
 * A repeated partnership costs more than anything else a move can change (a court's spread, balance,
 * opponents and meetings stay far below this), so partner repeats come first whenever avoidable.
 */
export const PARTNER_REPEAT_COST = 10000;
/** The cost of a split that separates a locked pair: never chosen (every court has a valid split). */
const FORBIDDEN = 1e15;
export const AVOID_PAIR_COST = 100000;
/** Above this team imbalance (in level steps) every extra step costs steeply: the worst match stays fair. */
const IMBALANCE_CAP = 2.2;
const IMBALANCE_OVER_CAP_COST = 100;
/** ... but never so steeply that a lopsided match would outweigh a repeated partner. */
const IMBALANCE_OVER_CAP_LIMIT = 400;

/**
 * How hard a draw pushes against repeated opponents. CLOSEST keeps the closest levels (repeats only
 * break ties), MIXING is the mix-in's own draw, MIDDLE lies between; see drawRounds in mixing.ts.
 */
export const CLOSEST = 0;
export const MIDDLE = 1;
export const MIXING = 2;

/**
 * Graded prices of repeated opponents per pressure: every meeting from the third on costs `third`;
 * the fourth costs `fourth` more, the fifth 4x that, the sixth 9x that, and so on. A second meeting
 * is free: with rotating partners, meeting a player twice in an evening is normal. In cost units one
 * step of court spread costs 1.75 at the default mix, so MIXING's third meeting is a nudge towards new
 * opponents and its fourth (8.1) outweighs more than four steps of spread on a court.
 */
const OPPONENT_PRICES = [
  { third: 0.01, fourth: 0.02 },
  { third: 0.05, fourth: 1 },
  { third: 0.1, fourth: 8 },
] as const;
/** Mix from which MIDDLE and MIXING use their full prices; below it they fade out linearly. */
const FULL_PRICE_MIX = 0.3;
/** Longest count of meetings a table lookup can see (an evening has at most 20 rounds). */
const TABLE = 32;

/**
 * Weights for a mix setting and pressure. At mix 0 the level spread on a court weighs most; towards 1
 * it fades out while meeting the same people again costs more (quadratically in `mix`, so the default
 * 0.3 still means courts of close levels with a little variety). Team balance keeps its weight at
 * every setting.
 */
export function costContext(model: DrawModel, history: History, pressure: number): CostContext {
  const mix = model.mix;
  return {
    n: model.n,
    levels: model.levels,
    partner: history.partner,
    opponent: history.opponent,
    met: history.met,
    avoid: model.avoid,
    lockedPartner: model.lockedPartner,
    wSpread: 2.5 * (1 - mix),
    wImbalance: 1.1,
    wMet: pressure === CLOSEST ? 0 : 0.25 * mix * mix,
    ...opponentTables(mix, pressure),
  };
}

function opponentTables(
  mix: number,
  pressure: number,
): { opponentSoft: Float64Array; opponentHard: Float64Array } {
  const opponentSoft = new Float64Array(TABLE);
  const opponentHard = new Float64Array(TABLE);
  const { third, fourth } = OPPONENT_PRICES[pressure];
  const scale = pressure === CLOSEST || mix >= FULL_PRICE_MIX ? 1 : mix / FULL_PRICE_MIX;
  for (let before = 2; before < TABLE; before++) {
    const over = before - 2;
    opponentSoft[before] = scale * third;
    opponentHard[before] = scale * fourth * over * over;
  }
  return { opponentSoft, opponentHard };
}

/** The steep part of the imbalance cost: zero up to IMBALANCE_CAP, quadratic above. */
export function overCapCost(difference: number): number {
  const over = abs(difference) - IMBALANCE_CAP;
  if (over <= 0) return 0;
  const cost = IMBALANCE_OVER_CAP_COST * over * over;
  return cost < IMBALANCE_OVER_CAP_LIMIT ? cost : IMBALANCE_OVER_CAP_LIMIT;
}

/** Cost of a level difference between two teams: linear, and steep above IMBALANCE_CAP. */
export function imbalanceCost(ctx: CostContext, difference: number): number {
  return ctx.wImbalance * abs(difference) + overCapCost(difference);
}

function pairCost(ctx: CostContext, x: number, y: number): number {
  if (ctx.lockedPartner[x] === y) return 0;
  const k = x * ctx.n + y;
  return PARTNER_REPEAT_COST * ctx.partner[k] + AVOID_PAIR_COST * ctx.avoid[k];
}

/** Cost of teams x+y against z+w (FORBIDDEN when it splits a locked pair). */
export function splitCost(ctx: CostContext, x: number, y: number, z: number, w: number): number {
  const lp = ctx.lockedPartner;
  if (lp[x] === z || lp[x] === w || lp[y] === z || lp[y] === w) return FORBIDDEN;
  const { levels, opponent, n, opponentSoft, opponentHard } = ctx;
  const xz = opponent[x * n + z];
  const xw = opponent[x * n + w];
  const yz = opponent[y * n + z];
  const yw = opponent[y * n + w];
  return (
    pairCost(ctx, x, y) +
    pairCost(ctx, z, w) +
    imbalanceCost(ctx, levels[x] + levels[y] - levels[z] - levels[w]) +
    opponentSoft[xz] +
    opponentSoft[xw] +
    opponentSoft[yz] +
    opponentSoft[yw] +
    opponentHard[xz] +
    opponentHard[xw] +
    opponentHard[yz] +
    opponentHard[yw]
  );
}

/** Which of the three ways to split a court into teams is best: 0 = ab|cd, 1 = ac|bd, 2 = ad|bc. */
export function bestSplit(ctx: CostContext, a: number, b: number, c: number, d: number): number {
  const s0 = splitCost(ctx, a, b, c, d);
  const s1 = splitCost(ctx, a, c, b, d);
  const s2 = splitCost(ctx, a, d, b, c);
  return s0 <= s1 && s0 <= s2 ? 0 : s1 <= s2 ? 1 : 2;
}

/** Cost of a court: its spread, how often its players met before, and its best split. */
export function courtCost(ctx: CostContext, a: number, b: number, c: number, d: number): number {
  return courtFloor(ctx, a, b, c, d) + courtSplit(ctx, a, b, c, d);
}

/**
 * The part of courtCost before its split: its spread and how often its players met before. As the
 * split costs 0 or more, this is a floor of courtCost (in floating point too: adding a number that
 * is not negative never rounds below where it started), which lets the search turn most moves down
 * without pricing their splits.
 */
export function courtFloor(ctx: CostContext, a: number, b: number, c: number, d: number): number {
  const { levels, met, n } = ctx;
  const spread = spreadOf(levels[a], levels[b], levels[c], levels[d]);
  const meetings =
    met[a * n + b] + met[a * n + c] + met[a * n + d] + met[b * n + c] + met[b * n + d] + met[c * n + d];
  return ctx.wSpread * spread + ctx.wMet * meetings;
}

/**
 * The cost of a court's best split into teams: the least of splitCost's three, 0 or more.
 *
 * The round's search prices a few hundred thousand courts per large draw, so this is splitCost
 * three times over written out once: each of the six pairs' counts is read once (the history is
 * symmetric) and shared by the splits. Every split adds its terms in splitCost's order, so the cost
 * is the same number to the last bit.
 */
export function courtSplit(ctx: CostContext, a: number, b: number, c: number, d: number): number {
  const { levels, n, partner, opponent, avoid, lockedPartner, opponentSoft, opponentHard, wImbalance } = ctx;
  const la = levels[a];
  const lb = levels[b];
  const lc = levels[c];
  const ld = levels[d];
  const ab = a * n + b;
  const ac = a * n + c;
  const ad = a * n + d;
  const bc = b * n + c;
  const bd = b * n + d;
  const cd = c * n + d;

  // pairCost of each pair, as partners.
  const pa = lockedPartner[a];
  const pb = lockedPartner[b];
  const pc = lockedPartner[c];
  const pd = lockedPartner[d];
  const partnerAb = pa === b ? 0 : PARTNER_REPEAT_COST * partner[ab] + AVOID_PAIR_COST * avoid[ab];
  const partnerAc = pa === c ? 0 : PARTNER_REPEAT_COST * partner[ac] + AVOID_PAIR_COST * avoid[ac];
  const partnerAd = pa === d ? 0 : PARTNER_REPEAT_COST * partner[ad] + AVOID_PAIR_COST * avoid[ad];
  const partnerBc = pb === c ? 0 : PARTNER_REPEAT_COST * partner[bc] + AVOID_PAIR_COST * avoid[bc];
  const partnerBd = pb === d ? 0 : PARTNER_REPEAT_COST * partner[bd] + AVOID_PAIR_COST * avoid[bd];
  const partnerCd = pc === d ? 0 : PARTNER_REPEAT_COST * partner[cd] + AVOID_PAIR_COST * avoid[cd];

  // The prices of each pair's next meeting as opponents.
  const oab = opponent[ab];
  const oac = opponent[ac];
  const oad = opponent[ad];
  const obc = opponent[bc];
  const obd = opponent[bd];
  const ocd = opponent[cd];
  const softAb = opponentSoft[oab];
  const softAc = opponentSoft[oac];
  const softAd = opponentSoft[oad];
  const softBc = opponentSoft[obc];
  const softBd = opponentSoft[obd];
  const softCd = opponentSoft[ocd];
  const hardAb = opponentHard[oab];
  const hardAc = opponentHard[oac];
  const hardAd = opponentHard[oad];
  const hardBc = opponentHard[obc];
  const hardBd = opponentHard[obd];
  const hardCd = opponentHard[ocd];

  // ab|cd, ac|bd and ad|bc, each as splitCost(x, y, z, w) adds up x+y against z+w.
  const d0 = la + lb - lc - ld;
  const s0 =
    pa === c || pa === d || pb === c || pb === d
      ? FORBIDDEN
      : partnerAb +
        partnerCd +
        (wImbalance * abs(d0) + overCapCost(d0)) +
        softAc +
        softAd +
        softBc +
        softBd +
        hardAc +
        hardAd +
        hardBc +
        hardBd;
  const d1 = la + lc - lb - ld;
  const s1 =
    pa === b || pa === d || pc === b || pc === d
      ? FORBIDDEN
      : partnerAc +
        partnerBd +
        (wImbalance * abs(d1) + overCapCost(d1)) +
        softAb +
        softAd +
        softBc +
        softCd +
        hardAb +
        hardAd +
        hardBc +
        hardCd;
  const d2 = la + ld - lb - lc;
  const s2 =
    pa === b || pa === c || pd === b || pd === c
      ? FORBIDDEN
      : partnerAd +
        partnerBc +
        (wImbalance * abs(d2) + overCapCost(d2)) +
        softAb +
        softAc +
        softBd +
        softCd +
        hardAb +
        hardAc +
        hardBd +
        hardCd;
  return s0 < s1 ? (s0 < s2 ? s0 : s2) : s1 < s2 ? s1 : s2;
}
