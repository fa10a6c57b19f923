import type { History } from './history';
import type { DrawModel } from './model';

/**
 * What the cost of a court looks at, given the history. Lower is better. The weights make the issue's
 * order of priorities: an avoid pair partnered outweighs everything, then a repeated partner outweighs
 * any level consideration; then level spread and team imbalance (steeply above 2.2 steps); then
 * repeated opponents (a second meeting is free, a third costs wOpponent, a fourth 4x that, ...) and
 * meeting the same people on a court again, the last traded against the spread by `mix`.
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
  /** Extra weight per step of spread above spreadKnee. */
  wSpreadOver: number;
  spreadKnee: number;
  wImbalance: number;
  /** Soft and hard price of one more meeting as opponents, by the meetings before it (see opponentTables). */
  opponentSoft: Float64Array;
  opponentHard: Float64Array;
  wMet: number;
  /** Mean court spread of the redrawn rounds above which every step costs wOverBudget more. */
  spreadBudget: number;
  wOverBudget: number;
  /** Mean team imbalance of the redrawn rounds above which every step costs wOverImbalance more. */
  imbalanceBudget: number;
  wOverImbalance: number;
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

const TUNE = (globalThis as unknown as { __drawTune?: Record<string, number> }).__drawTune ?? {};
const t = (k: string, d: number): number => (TUNE[k] !== undefined ? TUNE[k] : d);

/**
 * Weights for a mix setting. At 0 the level spread on a court weighs most; towards 1 it fades out
 * while meeting the same people again costs more (quadratically in `mix`, so the default 0.3 still
 * means courts of close levels with a little variety). Team balance and repeated opponents keep their
 * weight at every setting.
 */
export function costContext(model: DrawModel, history: History): CostContext {
  const mix = model.mix;
  return {
    n: model.n,
    levels: model.levels,
    partner: history.partner,
    opponent: history.opponent,
    met: history.met,
    avoid: model.avoid,
    lockedPartner: model.lockedPartner,
    wSpread: t('wSpread', 2.5) * t('low', 1) * (1 - mix),
    wSpreadOver: t('wSpread', 2.5) * t('over', 0) * (1 - mix),
    spreadKnee: t('knee', 1.5),
    wImbalance: t('wImb', 0.9),
    wMet: t('wMet', 0.25) * mix * mix,
    spreadBudget: mix >= 1 ? 1e9 : (t('budget', 1.9) * 0.7) / (1 - mix),
    wOverBudget: t('wBudget', 0),
    imbalanceBudget: t('ibudget', 0.55),
    wOverImbalance: t('wIBudget', 0),
    ...opponentTables(mix),
  };
}

/** Longest count of meetings any table lookup can see (rounds are at most 20). */
const TABLE = 32;

export function opponentTables(mix: number): { opponentSoft: Float64Array; opponentHard: Float64Array } {
  const opponentSoft = new Float64Array(TABLE);
  const opponentHard = new Float64Array(TABLE);
  opponentSoft[1] = t('second', 0) + t('secondMix', 0) * mix;
  opponentSoft[2] = t('third', 0.3) + t('thirdMix', 0) * mix;
  for (let before = 3; before < TABLE; before++) {
    const over = before - 2;
    opponentSoft[before] = opponentSoft[2];
    opponentHard[before] = (t('fourth', 3) + t('fourthMix', 0) * mix) * (t('quad', 1) ? over * over : over);
  }
  return { opponentSoft, opponentHard };
}

/** Cost of a court's level spread: linear, steeper above the knee. */
export function spreadCost(ctx: CostContext, spread: number): number {
  const over = spread - ctx.spreadKnee;
  return ctx.wSpread * spread + (over > 0 ? ctx.wSpreadOver * over : 0);
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
  const { levels, met, n } = ctx;
  const la = levels[a];
  const lb = levels[b];
  const lc = levels[c];
  const ld = levels[d];
  const spread = spreadOf(la, lb, lc, ld);
  const meetings =
    met[a * n + b] + met[a * n + c] + met[a * n + d] + met[b * n + c] + met[b * n + d] + met[c * n + d];
  const s0 = splitCost(ctx, a, b, c, d);
  const s1 = splitCost(ctx, a, c, b, d);
  const s2 = splitCost(ctx, a, d, b, c);
  const split = s0 < s1 ? (s0 < s2 ? s0 : s2) : s1 < s2 ? s1 : s2;
  return spreadCost(ctx, spread) + ctx.wMet * meetings + split;
}
