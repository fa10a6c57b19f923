// Benchmark of the mix-in draw: quality and speed per scenario next to a seeded random
// baseline. Run with `npm run bench:draw` (builds libs/domain first). Exits non-zero when a target
// is missed.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const DOMAIN = require.resolve('../../libs/domain/dist/index.js');
const { makeDraw, randomDraw, toInternalLevel, repairDraw, regenerateFrom, diffDraws } = require(DOMAIN);

const SCENARIOS = [
  [10, 2, 6],
  [12, 3, 6],
  [16, 4, 6],
  [18, 4, 6],
  [20, 5, 5],
  [24, 6, 6],
  [30, 6, 5],
  [36, 8, 6],
];
/**
 * Whole whist round robins (8 players on 2 courts for 7 rounds, 12 on 3 for 11): only in the
 * lower-bounds report, where mix 1 must reach the bounds. At the default mix they play 7 and 11
 * rounds of close levels among few players, which the quality targets above were not set for.
 */
const WHIST_SCENARIOS = [
  [8, 2, 7],
  [12, 3, 11],
];
const SEEDS = 20;
const MIX = 0.3;
const MAX_CASE = { players: 168, courts: 40, rounds: 20, seeds: 3 };

const TARGETS = {
  partnerRepeats: 0,
  sitOutSpread: 1,
  consecutive: 0,
  spreadRatio: 0.65,
  spread: 2.0,
  imbalanceMean: 0.6,
  imbalanceMax: 2.5,
  p95Ms: 300,
  maxCaseMs: 1000,
};

/** mulberry32: a small seeded generator for the benchmark's levels (never Math.random). */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// A realistic club on the KNLTB scale (1 strongest): most players 5-8, a few 3-4 and 9.
const KNLTB_WEIGHTS = [
  [3, 3],
  [4, 7],
  [5, 18],
  [6, 24],
  [7, 24],
  [8, 16],
  [9, 8],
];
const TOTAL_WEIGHT = KNLTB_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);

function knltbLevel(random) {
  let pick = random() * TOTAL_WEIGHT;
  let base = 9;
  for (const [level, weight] of KNLTB_WEIGHTS) {
    if (pick < weight) {
      base = level;
      break;
    }
    pick -= weight;
  }
  // Actual playing strengths sit between the whole numbers: add 0.0-0.9 (9.0 is the weakest).
  return base === 9 ? 9 : Math.round((base + Math.floor(random() * 10) / 10) * 10) / 10;
}

function makeInput(players, courts, rounds, seed, mix = MIX) {
  const random = mulberry32(seed * 7919 + players);
  return {
    players: Array.from({ length: players }, (_, i) => ({
      id: `p${String(i + 1).padStart(3, '0')}`,
      name: `Player ${i + 1}`,
      level: toInternalLevel('knltb', knltbLevel(random)),
    })),
    courts: Array.from({ length: courts }, (_, i) => `Court ${i + 1}`),
    rounds,
    mix,
    seed,
  };
}

/** Largest |sum(team_a) - sum(team_b)| of a draw. */
function maxImbalance(draw) {
  const level = new Map(draw.players.map((p) => [p.user_id, p.level]));
  let max = 0;
  for (const round of draw.rounds) {
    for (const m of round.matches) {
      const a = level.get(m.team_a[0]) + level.get(m.team_a[1]);
      const b = level.get(m.team_b[0]) + level.get(m.team_b[1]);
      max = Math.max(max, Math.abs(a - b));
    }
  }
  return max;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const mean = (values) => values.reduce((s, v) => s + v, 0) / values.length;
const fmt = (x, d = 2) => x.toFixed(d);
const mark = (ok) => (ok ? 'PASS' : 'FAIL');

// Warm the JIT up so the first scenario is not timed cold.
for (let s = 0; s < 5; s++) makeDraw(makeInput(16, 4, 6, 1000 + s));

const failures = [];
const rows = [];
for (const [players, courts, rounds] of SCENARIOS) {
  const name = `${players}/${courts}/${rounds}`;
  const stats = {
    repeats: 0,
    sitSpread: 0,
    consecutive: 0,
    spread: [],
    random: [],
    ratio: [],
    imb: [],
    imbMax: 0,
    opponents: [],
  };
  const times = [];
  for (let seed = 1; seed <= SEEDS; seed++) {
    const input = makeInput(players, courts, rounds, seed);
    const start = performance.now();
    const draw = makeDraw(input);
    times.push(performance.now() - start);
    const baseline = randomDraw(input);
    const m = draw.metrics;
    stats.repeats = Math.max(stats.repeats, m.partner_repeats);
    stats.sitSpread = Math.max(stats.sitSpread, m.sit_out_max - m.sit_out_min);
    stats.consecutive = Math.max(stats.consecutive, m.consecutive_sit_outs);
    stats.spread.push(m.mean_court_spread);
    stats.random.push(baseline.metrics.mean_court_spread);
    stats.ratio.push(m.mean_court_spread / baseline.metrics.mean_court_spread);
    stats.imb.push(m.mean_team_imbalance);
    stats.imbMax = Math.max(stats.imbMax, maxImbalance(draw));
    stats.opponents.push(m.max_opponent_meetings);
  }
  const spreadMean = mean(stats.spread);
  const randomMean = mean(stats.random);
  const ratio = spreadMean / randomMean;
  const checks = {
    repeats: stats.repeats <= TARGETS.partnerRepeats,
    sitOuts: stats.sitSpread <= TARGETS.sitOutSpread && stats.consecutive <= TARGETS.consecutive,
    spread: ratio <= TARGETS.spreadRatio && spreadMean <= TARGETS.spread,
    imbalance: mean(stats.imb) <= TARGETS.imbalanceMean && stats.imbMax <= TARGETS.imbalanceMax,
    time: percentile(times, 95) <= TARGETS.p95Ms,
  };
  for (const [k, ok] of Object.entries(checks)) if (!ok) failures.push(`${name} ${k}`);
  rows.push([
    name,
    String(stats.repeats),
    `${stats.sitSpread}/${stats.consecutive}`,
    fmt(spreadMean),
    fmt(randomMean),
    fmt(ratio),
    `${fmt(mean(stats.imb))}/${fmt(stats.imbMax)}`,
    `${fmt(mean(stats.opponents), 1)}/${Math.max(...stats.opponents)}`,
    `${fmt(percentile(times, 50), 0)}/${fmt(percentile(times, 95), 0)}`,
    Object.values(checks).map(mark).join(' '),
  ]);
}

const header = [
  'scenario',
  'repeats',
  'sit spr/consec',
  'spread',
  'random',
  'ratio',
  'imb mean/max',
  'opp mean/max',
  'p50/p95 ms',
  'repeats sit-outs spread imbalance time',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
console.log(`Mix-in draw benchmark: ${SEEDS} seeds per scenario (players/courts/rounds), mix ${MIX}`);
console.log(line(header));
console.log(line(widths.map((w) => '-'.repeat(w))));
for (const row of rows) console.log(line(row));
console.log(
  [
    'repeats: most partner repeats in a draw; sit spr/consec: most (max - min sit-outs) and most consecutive',
    'sit-outs in a draw; spread: mean court spread (highest - lowest internal level on a court), averaged',
    'over the seeds; random: the same for the seeded random draw of each input; ratio = spread / random;',
    'imb mean/max: mean team imbalance averaged over the seeds / the most lopsided match of all draws;',
    'opp mean/max: most meetings of any two players as opponents in a draw, mean / worst over the seeds',
    '(no target: repeated opponents rank after level spread and team balance).',
    `Targets: repeats ${TARGETS.partnerRepeats}; sit-out spread <= ${TARGETS.sitOutSpread}, consecutive ` +
      `${TARGETS.consecutive}; ratio <= ${TARGETS.spreadRatio} and spread <= ${TARGETS.spread}; imbalance ` +
      `mean <= ${TARGETS.imbalanceMean}, max <= ${TARGETS.imbalanceMax}; p95 <= ${TARGETS.p95Ms} ms.`,
  ].join('\n'),
);

/**
 * Repair after one drop-out: the draw of each scenario and seed loses one player from round 2 on;
 * the players whose place changes in a repair (repairDraw) against a redraw of rounds 2 on
 * (regenerateFrom). Target: the repair's median at most half the redraw's.
 */
function repairBench() {
  const REPAIR_RATIO = 0.5;
  const out = [];
  for (const [players, courts, rounds] of SCENARIOS) {
    const repaired = [];
    const redrawn = [];
    const repairedPlaces = [];
    const redrawnPlaces = [];
    const times = [];
    for (let seed = 1; seed <= SEEDS; seed++) {
      const input = makeInput(players, courts, rounds, seed);
      const draw = makeDraw(input);
      const ids = input.players.map((p) => p.id).sort();
      const gone = ids[seed % ids.length];
      const start = performance.now();
      const repair = repairDraw(draw, input, { fromRound: 2, absent: [gone] });
      times.push(performance.now() - start);
      repaired.push(repair.changes.length);
      repairedPlaces.push(repair.changes.reduce((sum, c) => sum + c.rounds.length, 0));
      const redraw = regenerateFrom(draw, { ...input, absent: [gone] }, 2);
      const redrawChanges = diffDraws(draw.rounds, redraw.rounds);
      redrawn.push(redrawChanges.length);
      redrawnPlaces.push(redrawChanges.reduce((sum, c) => sum + c.rounds.length, 0));
    }
    const a = percentile(repaired, 50);
    const b = percentile(redrawn, 50);
    // With every court full, one drop-out takes a court out of each later round, and the places
    // on the bench must go to different players (sit-outs stay within one of each other): they
    // and the player who left move whatever repairs the draw. The target allows for it.
    const left = players - 1;
    const benched = (left - 4 * Math.min(courts, Math.floor(left / 4))) * (rounds - 1);
    const forced = players === 4 * courts ? Math.min(left, benched) + 1 : 0;
    const ok = a <= Math.max(REPAIR_RATIO * b, forced);
    if (!ok) failures.push(`${players}/${courts}/${rounds} repair`);
    out.push([
      `${players}/${courts}/${rounds}`,
      String(a),
      String(b),
      fmt(b === 0 ? 0 : a / b),
      `${percentile(repairedPlaces, 50)}/${percentile(redrawnPlaces, 50)}`,
      `${fmt(percentile(times, 50), 0)}/${fmt(percentile(times, 95), 0)}`,
      forced > 0 ? `${mark(ok)} (at least ${forced})` : mark(ok),
    ]);
  }
  const head = [
    'scenario',
    'repair changed',
    'redraw changed',
    'ratio',
    'places repair/redraw',
    'p50/p95 ms',
    'repair',
  ];
  const w = head.map((h, i) => Math.max(h.length, ...out.map((r) => r[i].length)));
  const row = (cells) => cells.map((c, i) => c.padEnd(w[i])).join('  ');
  console.log('');
  console.log('Repair after one drop-out (from round 2): median players whose place changes');
  console.log(row(head));
  console.log(row(w.map((x) => '-'.repeat(x))));
  for (const r of out) console.log(row(r));
  console.log(
    [
      'repair/redraw changed: median players whose place (court and team, or sitting out) differs in some',
      'round; places: median changed player-rounds. (at least k): every court was full, so k - 1 players',
      'must take a turn on the bench in the rounds left, and the player who left moves too.',
      `Target: the repair's median at most ${REPAIR_RATIO} x the redraw's, or k.`,
    ].join('\n'),
  );
}
repairBench();
boundsReport();

const maxTimes = [];
let maxCaseProblems = 0;
for (let seed = 1; seed <= MAX_CASE.seeds; seed++) {
  const input = makeInput(MAX_CASE.players, MAX_CASE.courts, MAX_CASE.rounds, seed);
  const start = performance.now();
  const draw = makeDraw(input);
  maxTimes.push(performance.now() - start);
  maxCaseProblems += draw.metrics.partner_repeats;
}
const maxCaseOk = Math.max(...maxTimes) <= TARGETS.maxCaseMs;
if (!maxCaseOk) failures.push('maximum case time');
console.log(
  `Maximum case (${MAX_CASE.players} players, ${MAX_CASE.courts} courts, ${MAX_CASE.rounds} rounds): ` +
    `${maxTimes.map((t) => fmt(t, 0)).join(' / ')} ms over ${MAX_CASE.seeds} seeds ` +
    `(partner repeats ${maxCaseProblems}) ${mark(maxCaseOk)}`,
);

// The API draws in a pool of worker threads, so a draw may be the first of a fresh thread, its code
// not yet optimised: time the maximum case there too, each seed in a new thread (its module loading
// not counted, as a pool's thread loads the domain before its first draw).
const COLD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const { makeDraw } = require(workerData.domain);
const start = performance.now();
makeDraw(workerData.input);
parentPort.postMessage(performance.now() - start);
`;
function coldDraw(input) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COLD_WORKER, { eval: true, workerData: { domain: DOMAIN, input } });
    worker.once('message', (ms) => {
      resolve(ms);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
const coldTimes = [];
for (let seed = 1; seed <= MAX_CASE.seeds; seed++) {
  coldTimes.push(await coldDraw(makeInput(MAX_CASE.players, MAX_CASE.courts, MAX_CASE.rounds, seed)));
}
const coldOk = Math.max(...coldTimes) <= TARGETS.maxCaseMs;
if (!coldOk) failures.push('maximum case time in a fresh worker');
console.log(
  `Maximum case, first draw of a fresh worker thread: ${coldTimes.map((t) => fmt(t, 0)).join(' / ')} ms ` +
    `${mark(coldOk)} (target for both: ${TARGETS.maxCaseMs} ms)`,
);

/**
 * Each scenario at the default mix and at "More mixing" (1) against the lower bounds (API.md section
 * 14): worst over the seeds of partner repeats, most opponent meetings and sit-out spread, each as
 * ours/bound, how many seeds reach all three, the per-player fairness (|partners' mean level -
 * opponents' mean level|: mean over the seeds of its mean, and its worst), and the draw time. At mix
 * 1 the scenarios of BOUND_TARGETS must reach their bound in every seed.
 */
function boundsReport() {
  const MIXES = [0.3, 1];
  const BOUND_TARGETS = new Set(['8/2/7', '12/3/6', '12/3/11', '16/4/6', '18/4/6', '20/5/5', '24/6/6']);
  const out = [];
  for (const [players, courts, rounds] of [...WHIST_SCENARIOS, ...SCENARIOS]) {
    const name = `${players}/${courts}/${rounds}`;
    const row = [name];
    for (const mix of MIXES) {
      let repeats = 0;
      let opponents = 0;
      let sitSpread = 0;
      let reached = 0;
      let bound = null;
      const gapMeans = [];
      let gapMax = 0;
      const times = [];
      for (let seed = 1; seed <= SEEDS; seed++) {
        const input = makeInput(players, courts, rounds, seed, mix);
        const start = performance.now();
        const draw = makeDraw(input);
        times.push(performance.now() - start);
        const m = draw.metrics;
        bound = m.lower_bounds;
        const spread = m.sit_out_max - m.sit_out_min;
        repeats = Math.max(repeats, m.partner_repeats);
        opponents = Math.max(opponents, m.max_opponent_meetings);
        sitSpread = Math.max(sitSpread, spread);
        if (
          m.partner_repeats <= bound.partner_repeats &&
          m.max_opponent_meetings <= bound.max_opponent_meetings &&
          spread <= bound.sit_out_spread
        ) {
          reached++;
        }
        gapMeans.push(m.partner_opponent_gap.mean_abs);
        gapMax = Math.max(gapMax, m.partner_opponent_gap.max);
      }
      if (mix === 1 && BOUND_TARGETS.has(name) && reached < SEEDS) {
        failures.push(`${name} bounds at mix 1`);
      }
      row.push(
        `${repeats}/${bound.partner_repeats}`,
        `${opponents}/${bound.max_opponent_meetings}`,
        `${sitSpread}/${bound.sit_out_spread}`,
        `${reached}/${SEEDS}`,
        `${fmt(mean(gapMeans))}/${fmt(gapMax)}`,
        `${fmt(percentile(times, 95), 0)}`,
      );
    }
    out.push(row);
  }
  const cols = ['repeats', 'opp', 'sit spr', 'reached', 'gap mean/max', 'p95 ms'];
  const header = ['scenario', ...MIXES.flatMap((mix) => cols.map((c) => `${c} @${mix}`))];
  const widths = header.map((h, i) => Math.max(h.length, ...out.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log('');
  console.log(`Against the lower bounds (ours/bound, worst of ${SEEDS} seeds), at mix 0.3 and at mix 1`);
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of out) console.log(line(row));
  console.log(
    [
      'repeats, opp, sit spr: partner repeats, most opponent meetings, sit-out spread (max - min), each',
      "ours/lower bound; reached: seeds whose draw reaches all three bounds; gap: per player, partners'",
      "mean level minus opponents' (internal scale), mean over seeds of its mean |gap| / largest |gap|.",
      `Target at mix 1: ${[...BOUND_TARGETS].join(', ')} reach all three bounds in every seed.`,
    ].join('\n'),
  );
  console.log('');
  return out;
}

if (failures.length === 0) {
  console.log('All targets met.');
} else {
  console.log(`Targets missed: ${failures.join(', ')}`);
  process.exitCode = 1;
}
