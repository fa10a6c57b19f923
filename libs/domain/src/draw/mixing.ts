import { CLOSEST, costContext, MIDDLE, MIXING } from './cost';
import { evaluateRounds, type Evaluation, type KnownPlayer } from './evaluate';
import { emptyHistory, recordRound, type History } from './history';
import { jointAnneal, type PlanRound } from './joint';
import { courtsUsed, presentPlayers, type DrawModel } from './model';
import { roundRng } from './rng';
import { boundRotation } from './rotation';
import { planRound, roundFromPlan } from './round';
import type { DrawMetrics, DrawRound } from './types';

/** Salt of the second phase's streams (plus chain and pressure), so they differ from the rounds'. */
const JOINT_SALT = 0x10147;
const PRESSURE_SALT = 0x100;

/**
 * The spread budget of an evening at the default mix (0.3): the benchmark's target for the mean court
 * spread. Pushing against repeated opponents may spend level closeness up to it. It doubles with every
 * tenth of mix above the default (more mixing is asked for) and halves with every tenth below.
 */
const SPREAD_BUDGET = 2.0;
const DEFAULT_MIX = 0.3;
const MIX_DOUBLING = 0.1;
/**
 * Court sharings per pair of players above which the budget shrinks, with the square of the ratio.
 * In small evenings where everyone plays every round (12 players, 3 courts, 6 rounds: each pair
 * shares a court 1.64 times on average) the closest-levels draw already lies at the spread limit on
 * average, and each repeat avoided costs about twice the spread it costs in larger groups.
 */
const SHARING_FREE = 1.25;
/** Mixing may always cost this much more mean court spread than the closest draw. */
const SPREAD_TOLERANCE = 0.05;
/** Mean team imbalance mixing may reach, or exceed the closest draw's by. */
const IMBALANCE_BUDGET = 0.7;
const IMBALANCE_TOLERANCE = 0.2;

/**
 * Step budget of one chain of the second phase: a floor plus a share per player place (playing or
 * sitting out) in the redrawn rounds, with a cap that keeps the largest draw within 1 s.
 */
function jointSteps(places: number): number {
  return Math.min(150000, 20000 + 100 * places);
}

/** Small draws are cheap and the hardest to get right: they run three independent chains, keeping the best. */
function jointChains(places: number): number {
  return places <= 120 ? 3 : 1;
}

/** A complete draw of the redrawn rounds at one pressure, with its metrics. */
export interface Candidate {
  pressure: number;
  rounds: DrawRound[];
  metrics: DrawMetrics;
  /** The metrics and warnings of `rounds`, kept for the draw that is chosen. */
  evaluation: Evaluation;
  /** Breaches of the rules before any level consideration: partner repeats, uneven or repeated sit-outs. */
  breaches: number;
}

const copyRound = (p: PlanRound): PlanRound => ({
  round: p.round,
  slots: p.slots.slice(),
  bench: p.bench.slice(),
});

function historyOf(model: DrawModel, prefix: DrawRound[]): History {
  const history = emptyHistory(model.n);
  for (const r of prefix) recordRound(history, model, r);
  return history;
}

/**
 * One draw at one pressure: round by round (each round's search sees the rounds before it), then all
 * redrawn rounds together in `chains` independent chains (see jointAnneal), keeping the best.
 */
function drawAt(
  model: DrawModel,
  prefix: DrawRound[],
  extra: ReadonlyMap<string, KnownPlayer>,
  from: number,
  pressure: number,
  chains: number,
): Candidate {
  const running = historyOf(model, prefix);
  const ctx = costContext(model, running, pressure);
  const plan: PlanRound[] = [];
  for (let round = from; round <= model.rounds; round++) {
    const planned = planRound(model, running, ctx, round);
    recordRound(running, model, roundFromPlan(model, planned));
    plan.push(planned);
  }
  const places = plan.reduce((sum, p) => sum + p.slots.length + p.bench.length, 0);
  const before = historyOf(model, prefix);
  let best = plan;
  let bestGain = 0;
  for (let chain = 0; chain < chains; chain++) {
    const trial = plan.map(copyRound);
    const gain = jointAnneal({
      model,
      history: before,
      plan: trial,
      ctx: costContext(model, before, pressure),
      steps: jointSteps(places),
      rng: roundRng(model.seed, from, JOINT_SALT + PRESSURE_SALT * pressure + chain),
    });
    if (gain < bestGain - 1e-9) {
      best = trial;
      bestGain = gain;
    }
  }
  const rounds = [...prefix, ...best.map((p) => roundFromPlan(model, p))];
  const evaluation = evaluateRounds(model, rounds, extra);
  const { metrics, warnings } = evaluation;
  const avoided = warnings.filter((w) => w.code === 'avoid_pair_partnered').length;
  const uneven = Math.max(0, metrics.sit_out_max - metrics.sit_out_min - 1);
  const breaches = metrics.partner_repeats + metrics.consecutive_sit_outs + uneven + avoided;
  return { pressure, rounds, metrics, evaluation, breaches };
}

/** Mean times two players share a court over the evening: fixed by its players, courts and rounds. */
function sharingRate(model: DrawModel): number {
  let places = 0;
  const seen = new Uint8Array(model.n);
  for (let round = 1; round <= model.rounds; round++) {
    const present = presentPlayers(model, round);
    places += 12 * courtsUsed(model, present.length);
    for (const p of present) seen[p] = 1;
  }
  const players = seen.reduce((sum, x) => sum + x, 0);
  return players < 2 ? 0 : places / (players * (players - 1));
}

/** The mean court spread mixing may reach at this mix and court-sharing rate (see SPREAD_BUDGET). */
function spreadBudget(mix: number, rate: number): number {
  const budget = SPREAD_BUDGET * 2 ** ((mix - DEFAULT_MIX) / MIX_DOUBLING);
  return rate > SHARING_FREE ? budget * (SHARING_FREE / rate) ** 2 : budget;
}

/**
 * Draws rounds `from`..last after the fixed rounds `prefix` and returns all rounds with their
 * metrics and warnings (evaluateRounds, already run to choose among the draws). The mixing draw
 * (graded prices against repeated opponents) is the draw when it stays within the spread budget, with
 * balanced teams and no breach. Otherwise the closest-levels draw and one in between are made too,
 * and the draw is the one that pushes hardest against repeated opponents among those with the fewest
 * breaches whose mean court spread stays within the budget (or within SPREAD_TOLERANCE of the closest
 * draw's) and whose teams stay balanced. Where the budget is squeezed (see SHARING_FREE) the closest
 * draw comes first and gets the independent chains, the others one chain each; elsewhere the mixing
 * draw does. At mix 0 only the closest draw is made.
 */
export function drawRounds(
  model: DrawModel,
  prefix: DrawRound[],
  extra: ReadonlyMap<string, KnownPlayer>,
  from: number,
): Candidate {
  let places = 0;
  for (let round = from; round <= model.rounds; round++) places += presentPlayers(model, round).length;
  const chains = jointChains(places);
  if (model.mix === 1 && from === 1 && prefix.length === 0) {
    const rotation = rotationCandidate(model, extra);
    if (rotation !== null) return rotation;
  }
  const draw = (pressure: number, count: number): Candidate =>
    drawAt(model, prefix, extra, from, pressure, count);
  if (model.mix === 0) return draw(CLOSEST, chains);
  const rate = sharingRate(model);
  const budget = spreadBudget(model.mix, rate);
  let mixing: Candidate;
  let closest: Candidate;
  if (rate > SHARING_FREE) {
    closest = draw(CLOSEST, chains);
    mixing = draw(MIXING, 1);
  } else {
    mixing = draw(MIXING, chains);
    const { mean_court_spread: spread, mean_team_imbalance: imbalance } = mixing.metrics;
    if (mixing.breaches === 0 && spread <= budget && imbalance <= IMBALANCE_BUDGET) return mixing;
    closest = draw(CLOSEST, 1);
  }
  return choose(budget, mixing, draw(MIDDLE, 1), closest);
}

/**
 * At "More mixing" (mix 1), the rotation that reaches the lower bounds (see boundRotation), when it
 * applies and its draw breaks no rule; null otherwise, and the usual search makes the draw.
 */
function rotationCandidate(model: DrawModel, extra: ReadonlyMap<string, KnownPlayer>): Candidate | null {
  const rounds = boundRotation(model);
  if (rounds === null) return null;
  const evaluation = evaluateRounds(model, rounds, extra);
  const { metrics, warnings } = evaluation;
  const bounds = metrics.lower_bounds;
  const reached =
    bounds !== null &&
    metrics.partner_repeats <= bounds.partner_repeats &&
    metrics.max_opponent_meetings <= bounds.max_opponent_meetings &&
    metrics.sit_out_max - metrics.sit_out_min <= bounds.sit_out_spread;
  if (!reached || warnings.length > 0) return null;
  return { pressure: MIXING, rounds, metrics, evaluation, breaches: 0 };
}

function choose(budget: number, mixing: Candidate, middle: Candidate, closest: Candidate): Candidate {
  const fewest = Math.min(mixing.breaches, middle.breaches, closest.breaches);
  const fair = [mixing, middle, closest].filter((c) => c.breaches === fewest);
  const reference = fair[fair.length - 1].metrics;
  const spreadLimit = Math.max(budget, reference.mean_court_spread + SPREAD_TOLERANCE);
  const imbalanceLimit = Math.max(IMBALANCE_BUDGET, reference.mean_team_imbalance + IMBALANCE_TOLERANCE);
  const fits = (c: Candidate): boolean =>
    c.metrics.mean_court_spread <= spreadLimit + 1e-9 &&
    c.metrics.mean_team_imbalance <= imbalanceLimit + 1e-9;
  return fair.find(fits) ?? fair[fair.length - 1];
}
