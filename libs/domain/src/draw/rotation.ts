import { lowerBounds } from './bounds';
import { courtsUsed, presentPlayers, type DrawModel } from './model';
import { roundRng } from './rng';
import { roundFromPlan } from './round';
import type { DrawRound } from './types';
import { whistTournament, type WhistTournament } from './whist';

/** Salt of the rotation's stream, so it differs from the rounds' and the joint search's. */
const ROTATION_SALT = 0x0b0a4d;
/** Penalties of the rotation search: a breach of a bound outweighs any team imbalance. */
const PARTNER_WEIGHT = 4;
const OPPONENT_WEIGHT = 1;
const AVOID_WEIGHT = 8;
/**
 * Step budget of one rotation attempt per player place, capped so that attempts that fail (evenings
 * the search cannot bring to the bounds, such as a whole whist round robin) cost at most a few
 * hundred milliseconds before the usual search; an attempt stops as soon as nothing breaches.
 */
const STEPS_PER_PLACE = 1500;
const STEPS_MAX = 120000;
/** Weight of each player's running partner-minus-opponent gap against team imbalance in a split. */
const GAP_WEIGHT = 1;
/** Random picks to find a breaching court to move from. */
const FOCUS_TRIES = 60;
/** Independent attempts (fresh streams) before giving up on the rotation. */
const ATTEMPTS = 3;
const START_TEMPERATURE = 0.3;
/** Salt of the stream that places players on a whist tournament's points. */
const WHIST_SALT = 0x3a1157;
/** Label swaps tried per player when placing players on a whist tournament's points. */
const LABEL_STEPS_PER_PLAYER = 150;
/** Price of an avoid pair partnered in the placement: above any level consideration. */
const LABEL_AVOID_PRICE = 1000;

/** GF(4) multiplication (0, 1, a, a+1 coded 0-3; addition is XOR). */
const GF4_MUL = [
  [0, 0, 0, 0],
  [0, 1, 2, 3],
  [0, 2, 3, 1],
  [0, 3, 1, 2],
];

/**
 * The rounds of a known design, as courts of four design points, when one fits: the affine plane of
 * order 4 for 16 players on 4 courts (5 rounds in which nobody meets anyone twice, in any role), and
 * the transversal design TD(4,5) for 20 players on 5 courts (likewise). Rounds beyond the design are
 * left to the search.
 */
export function knownDesign(players: number, courts: number): number[][][] | null {
  if (players === 16 && courts === 4) {
    const rounds: number[][][] = [];
    for (let m = 0; m < 4; m++) {
      rounds.push([0, 1, 2, 3].map((b) => [0, 1, 2, 3].map((x) => 4 * x + (GF4_MUL[m][x] ^ b))));
    }
    rounds.push([0, 1, 2, 3].map((c) => [0, 1, 2, 3].map((y) => 4 * c + y)));
    return rounds;
  }
  if (players === 20 && courts === 5) {
    // Point (x, k) is 5k + x; row k holds one level quarter, so every court gets one of each.
    const rounds: number[][][] = [];
    for (let m = 0; m < 5; m++) {
      rounds.push([0, 1, 2, 3, 4].map((x0) => [0, 1, 2, 3].map((k) => 5 * k + ((x0 + m * k) % 5))));
    }
    return rounds;
  }
  return null;
}

/**
 * "More mixing" that reaches the lower bounds (API.md section 14): sit-outs rotate in a fixed order
 * (so their spread is the bound and nobody sits out twice in a row while that can be avoided), the
 * courts start from a known design where one fits (players ranked by level so each court mixes the
 * level quarters) and a seeded local search swaps players within rounds until no pair partners
 * twice or faces each other more often than the bound allows, then splits each court into the most
 * even teams that keep that. Null when it does not apply (locked pairs, late arrivals, no court) or
 * when its budget runs out first: the draw then falls back to the usual search.
 */
export function boundRotation(model: DrawModel): DrawRound[] | null {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const rounds = rotationAttempt(model, attempt);
    if (rounds !== null) return rounds;
  }
  return null;
}

/** One seeded attempt of boundRotation; attempts differ only in their random stream. */
function rotationAttempt(model: DrawModel, attempt: number): DrawRound[] | null {
  if (model.lockedPairs.length > 0) return null;
  const present = presentPlayers(model, 1);
  for (let round = 2; round <= model.rounds; round++) {
    if (presentPlayers(model, round).length !== present.length) return null;
  }
  const n = present.length;
  const courts = courtsUsed(model, n);
  const rounds = model.rounds;
  if (courts === 0) return null;
  const bound = lowerBounds(n, courts, rounds);
  if (bound.partner_repeats > 0) return null;
  const rng = roundRng(model.seed, 1 + attempt, ROTATION_SALT);
  const level = (p: number): number => model.levels[present[p]];
  // Local players 0..n-1 ranked strongest first, ties by id (present is sorted by id).
  const byLevel = Array.from({ length: n }, (_, p) => p).sort((a, b) => level(b) - level(a) || a - b);

  const sitting = n - 4 * courts;
  const sitOrder = rng.shuffle(byLevel.slice());
  const places = 4 * courts;
  const slots: Int32Array[] = [];
  const benches: number[][] = [];
  // Beyond its rounds a design is a trap (every pair has met once: a further round cannot keep the
  // bounds from there), so it seeds only evenings it covers.
  const known = knownDesign(n, courts);
  const design = known !== null && rounds <= known.length ? known : null;
  // Otherwise a whist tournament, when one covers the evening and the bound allows opponents to
  // meet twice: any first rounds of it keep partners new, opponents at most twice and sit-outs
  // within one (DRAW-LIMITS.md), so it is the draw as it stands. Where the bound is one meeting its
  // rounds would breach it, and the search starts at random as before.
  const tour = design === null && bound.max_opponent_meetings >= 2 ? whistTournament(n, courts) : null;
  const whist = tour !== null && rounds <= tour.rounds.length ? tour : null;
  const avoid = new Uint8Array(n * n);
  for (const [a, b] of model.avoidPairs) {
    const la = present.indexOf(a);
    const lb = present.indexOf(b);
    if (la >= 0 && lb >= 0) avoid[la * n + lb] = avoid[lb * n + la] = 1;
  }
  const label =
    whist === null
      ? null
      : whistLabels(whist, rounds, level, avoid, roundRng(model.seed, 1 + attempt, WHIST_SALT));
  for (let r = 0; r < rounds; r++) {
    let bench = Array.from({ length: sitting }, (_, k) => sitOrder[(r * sitting + k) % n]);
    if (whist !== null && label !== null) bench = whist.sittingOut[r].map((q) => label[q]);
    const on = new Uint8Array(n);
    for (const p of bench) on[p] = 1;
    const playing = byLevel.filter((p) => on[p] === 0);
    let order: number[];
    if (whist !== null && label !== null) {
      order = whist.rounds[r].flatMap((table) => table.map((q) => label[q]));
    } else if (design !== null && r < design.length) {
      // Design point q is the q-th strongest player; each court strongest + weakest against the middle two.
      order = design[r].flatMap((court) => {
        const four = court.map((q) => byLevel[q]).sort((a, b) => level(b) - level(a) || a - b);
        return [four[0], four[3], four[1], four[2]];
      });
    } else {
      order = rng.shuffle(playing.slice());
    }
    slots.push(Int32Array.from(order));
    benches.push(bench);
  }

  const partner = new Int32Array(n * n);
  const opponent = new Int32Array(n * n);
  const oppLimit = bound.max_opponent_meetings;
  // Penalty change of adding d (+1 or -1) to a pair's count c (before the change).
  const partnerDelta = (a: number, b: number, d: number): number => {
    const c = partner[a * n + b];
    const after = c + d;
    partner[a * n + b] = partner[b * n + a] = after;
    return (
      PARTNER_WEIGHT * (Math.max(0, after - 1) - Math.max(0, c - 1)) + AVOID_WEIGHT * avoid[a * n + b] * d
    );
  };
  const opponentDelta = (a: number, b: number, d: number): number => {
    const c = opponent[a * n + b];
    const after = c + d;
    opponent[a * n + b] = opponent[b * n + a] = after;
    return OPPONENT_WEIGHT * (Math.max(0, after - oppLimit) - Math.max(0, c - oppLimit));
  };
  const court = (s: Int32Array, k: number, d: number): number => {
    const [a, b, c, e] = [s[4 * k], s[4 * k + 1], s[4 * k + 2], s[4 * k + 3]];
    return (
      partnerDelta(a, b, d) +
      partnerDelta(c, e, d) +
      opponentDelta(a, c, d) +
      opponentDelta(a, e, d) +
      opponentDelta(b, c, d) +
      opponentDelta(b, e, d)
    );
  };
  /** Whether a court holds a pair beyond a bound (an avoid pair partnered counts too). */
  const breaches = (s: Int32Array, k: number): boolean => {
    const [a, b, c, e] = [s[4 * k], s[4 * k + 1], s[4 * k + 2], s[4 * k + 3]];
    return (
      partner[a * n + b] > 1 ||
      partner[c * n + e] > 1 ||
      avoid[a * n + b] + avoid[c * n + e] > 0 ||
      opponent[a * n + c] > oppLimit ||
      opponent[a * n + e] > oppLimit ||
      opponent[b * n + c] > oppLimit ||
      opponent[b * n + e] > oppLimit
    );
  };
  let cost = 0;
  for (const s of slots) for (let k = 0; k < courts; k++) cost += court(s, k, 1);

  const steps = Math.min(STEPS_MAX, STEPS_PER_PLACE * places * rounds);
  let temperature = START_TEMPERATURE;
  const cooling = Math.pow(0.02 / temperature, 1 / Math.max(1, steps));
  for (let step = 0; step < steps && cost > 0; step++) {
    temperature *= cooling;
    // Most moves start from a court that breaches a bound: the rest of the draw is already fine.
    let r = rng.below(rounds);
    let i = rng.below(places);
    for (let tries = 0; tries < FOCUS_TRIES && !breaches(slots[r], i >> 2); tries++) {
      r = rng.below(rounds);
      i = rng.below(places);
    }
    const s = slots[r];
    const j = rng.below(places);
    if (i >> 1 === j >> 1) continue;
    const ki = i >> 2;
    const kj = j >> 2;
    let delta = court(s, ki, -1) + (kj !== ki ? court(s, kj, -1) : 0);
    [s[i], s[j]] = [s[j], s[i]];
    delta += court(s, ki, 1) + (kj !== ki ? court(s, kj, 1) : 0);
    if (delta <= 0 || rng.float() < Math.exp(-delta / temperature)) {
      cost += delta;
    } else {
      court(s, ki, -1);
      if (kj !== ki) court(s, kj, -1);
      [s[i], s[j]] = [s[j], s[i]];
      court(s, ki, 1);
      if (kj !== ki) court(s, kj, 1);
    }
  }
  if (cost > 0) return null;

  // Each court's split, round by round, that keeps every bound and weighs team balance against
  // fairness per player: a player's running sum of partner level minus mean opponent level should
  // stay near 0, so nobody is carried (or outgunned) every round. Ties keep the first split.
  const gapSum = new Float64Array(n);
  for (const s of slots) {
    for (let k = 0; k < courts; k++) {
      const four = [s[4 * k], s[4 * k + 1], s[4 * k + 2], s[4 * k + 3]];
      court(s, k, -1);
      let best: number[] = four;
      let bestScore = Infinity;
      for (const [x, y, z, w] of [
        [0, 1, 2, 3],
        [0, 2, 1, 3],
        [0, 3, 1, 2],
      ]) {
        const split = [four[x], four[y], four[z], four[w]];
        split.forEach((p, t) => (s[4 * k + t] = p));
        const breach = court(s, k, 1);
        court(s, k, -1);
        const [a, b, c, d] = split.map(level);
        let score = Math.abs(a + b - c - d);
        score += GAP_WEIGHT * Math.abs(gapSum[split[0]] + b - (c + d) / 2);
        score += GAP_WEIGHT * Math.abs(gapSum[split[1]] + a - (c + d) / 2);
        score += GAP_WEIGHT * Math.abs(gapSum[split[2]] + d - (a + b) / 2);
        score += GAP_WEIGHT * Math.abs(gapSum[split[3]] + c - (a + b) / 2);
        if (breach === 0 && score < bestScore - 1e-9) {
          best = split;
          bestScore = score;
        }
      }
      best.forEach((p, t) => (s[4 * k + t] = p));
      court(s, k, 1);
      const [a, b, c, d] = best.map(level);
      gapSum[best[0]] += b - (c + d) / 2;
      gapSum[best[1]] += a - (c + d) / 2;
      gapSum[best[2]] += d - (a + b) / 2;
      gapSum[best[3]] += c - (a + b) / 2;
    }
  }

  return slots.map((s, r) =>
    roundFromPlan(model, {
      round: r + 1,
      slots: Int32Array.from(s, (p) => present[p]),
      bench: Int32Array.from(benches[r], (p) => present[p]),
    }),
  );
}

/**
 * Which player takes each point of a whist tournament over its first `rounds` rounds: label[q] is
 * the local player on point q. Any placement keeps the tournament's bounds, so a seeded hill climb
 * over swaps of two players picks one with balanced teams (the sum of |team a − team b| over the
 * games) and fair evenings (each player's partner-minus-mean-opponent level summed over the rounds,
 * near 0), with no avoid pair partnered where a placement allows it.
 */
function whistLabels(
  tour: WhistTournament,
  rounds: number,
  level: (p: number) => number,
  avoid: Uint8Array,
  rng: ReturnType<typeof roundRng>,
): number[] {
  const n = tour.rounds[0].length * 4 + tour.sittingOut[0].length;
  const label = rng.shuffle(Array.from({ length: n }, (_, p) => p));
  const tables = tour.rounds.slice(0, rounds).flat();
  const gap = new Float64Array(n);
  const cost = (): number => {
    gap.fill(0);
    let total = 0;
    for (const [qa, qb, qc, qd] of tables) {
      const [a, b, c, d] = [label[qa], label[qb], label[qc], label[qd]];
      const [la, lb, lc, ld] = [level(a), level(b), level(c), level(d)];
      total += Math.abs(la + lb - lc - ld);
      total += LABEL_AVOID_PRICE * (avoid[a * n + b] + avoid[c * n + d]);
      gap[a] += lb - (lc + ld) / 2;
      gap[b] += la - (lc + ld) / 2;
      gap[c] += ld - (la + lb) / 2;
      gap[d] += lc - (la + lb) / 2;
    }
    for (let p = 0; p < n; p++) total += GAP_WEIGHT * Math.abs(gap[p]);
    return total;
  };
  let current = cost();
  const steps = LABEL_STEPS_PER_PLAYER * n;
  for (let step = 0; step < steps; step++) {
    const x = rng.below(n);
    const y = rng.below(n);
    if (x === y) continue;
    [label[x], label[y]] = [label[y], label[x]];
    const next = cost();
    if (next <= current + 1e-9) current = next;
    else [label[x], label[y]] = [label[y], label[x]];
  }
  return label;
}
