import { createHash } from 'node:crypto';
import {
  CLOSEST,
  costContext,
  courtCost,
  courtFloor,
  courtSplit,
  MIDDLE,
  MIXING,
  splitCost,
  spreadOf,
  type CostContext,
} from './cost';
import { evaluateDraw, makeDraw, regenerateFrom } from './draw';
import { emptyHistory, recordRound } from './history';
import { NEW_TEAMS, PlanLedger, type PlanRound } from './ledger';
import { buildModel, type DrawModel } from './model';
import { DRAW_ALGORITHM_VERSION, type Draw, type DrawInput, type DrawRound } from './types';

/*
 * The searches price most moves by shortcuts (PlanLedger.price and its cache of removal prices,
 * courtFloor and courtSplit) that must give the very numbers the plain way gives, to the last bit:
 * a draw has to stay the same, byte for byte, for the same input and seed.
 */

/** mulberry32: the test's own seeded numbers. */
function numbers(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}

const id = (i: number): string => `p${String(i).padStart(2, '0')}`;

/** 14 players on 3 courts (2 sit out), a locked and an avoid pair, levels with fractions. */
function setup(mix: number, pressure: number, seed: number) {
  const random = numbers(seed);
  const input: DrawInput = {
    players: Array.from({ length: 14 }, (_, i) => ({
      id: id(i),
      name: `Player ${i}`,
      level: 1 + Math.round(random() * 800) / 100,
    })),
    courts: ['A', 'B', 'C'],
    rounds: 12,
    mix,
    lockedPairs: [[id(0), id(1)]],
    avoidPairs: [[id(2), id(3)]],
  };
  const model = buildModel(input);
  // Six rounds of history, so that pairs have met before (the third and later meetings are priced).
  const history = emptyHistory(model.n);
  for (let round = 1; round <= 6; round++) recordRound(history, model, randomRound(model, round, random));
  const plan: PlanRound[] = [];
  for (let round = 7; round <= 12; round++) {
    const order = shuffled(model.n, random);
    plan.push({ round, slots: Int32Array.from(order.slice(0, 12)), bench: Int32Array.from(order.slice(12)) });
  }
  return { model, history, plan, ctx: costContext(model, history, pressure), random };
}

function randomRound(model: DrawModel, round: number, random: () => number): DrawRound {
  const order = shuffled(model.n, random).map((p) => model.ids[p]);
  return {
    round,
    matches: [0, 1, 2].map((k) => ({
      court: model.courts[k],
      team_a: [order[4 * k], order[4 * k + 1]],
      team_b: [order[4 * k + 2], order[4 * k + 3]],
    })),
    sitting_out: order.slice(12),
  };
}

function swapRange(array: Int32Array, i: number, j: number, width: number): void {
  for (let w = 0; w < width; w++) [array[i + w], array[j + w]] = [array[j + w], array[i + w]];
}

const CASES: [string, number, number][] = [
  ['mixing at mix 0.5', 0.5, MIXING],
  ['in between at mix 0.1 (fractional prices)', 0.1, MIDDLE],
  ['closest levels at mix 0.3', 0.3, CLOSEST],
];

describe('PlanLedger: a swap between two courts priced without touching the counts', () => {
  it.each(CASES)(
    'gives the numbers of removing both courts and adding them back (%s)',
    (_, mix, pressure) => {
      const { model, history, plan, ctx, random } = setup(mix, pressure, 7);
      const ledger = new PlanLedger(model, history, plan, ctx);
      const below = (n: number): number => Math.floor(random() * n);
      let compared = 0;
      for (let step = 0; step < 4000; step++) {
        const r = below(plan.length);
        const { slots, bench } = plan[r];
        if (random() < 0.1) {
          // A bench move, kept: the counts change, and the removal prices of the players' courts with them.
          const bi = below(bench.length);
          const j = below(slots.length);
          const [x, y] = [bench[bi], slots[j]];
          ledger.match(slots, j >> 2, -1);
          ledger.trade(r, j, bi, x, y);
          ledger.match(slots, j >> 2, 1);
          ledger.moved(x);
          ledger.moved(y);
          continue;
        }
        const width = random() < 0.3 ? 2 : 1;
        const i = width === 2 ? 2 * below(6) : below(12);
        const j = width === 2 ? 2 * below(6) : below(12);
        const [k1, k2] = [i >> 2, j >> 2];
        if (k1 === k2) continue;

        ledger.hard = 0;
        const fast: number[] = [];
        ledger.removal(r, k1);
        fast.push(ledger.change);
        ledger.removal(r, k2);
        fast.push(ledger.change);
        swapRange(slots, i, j, width);
        ledger.price(slots, k1, 1, width === 2 ? NEW_TEAMS : i & 3);
        fast.push(ledger.change);
        ledger.price(slots, k2, 1, width === 2 ? NEW_TEAMS : j & 3);
        fast.push(ledger.change, ledger.hard);
        swapRange(slots, i, j, width);

        ledger.hard = 0;
        const plain: number[] = [];
        ledger.match(slots, k1, -1);
        plain.push(ledger.change);
        ledger.match(slots, k2, -1);
        plain.push(ledger.change);
        swapRange(slots, i, j, width);
        ledger.match(slots, k1, 1);
        plain.push(ledger.change);
        ledger.match(slots, k2, 1);
        plain.push(ledger.change, ledger.hard);

        expect(fast).toEqual(plain);
        compared++;
        if (random() < 0.25) {
          // Kept, as an accepted move.
          for (let w = 0; w < width; w++) {
            ledger.where[r][slots[i + w]] = i + w;
            ledger.where[r][slots[j + w]] = j + w;
          }
          for (let w = 0; w < width; w++) {
            ledger.moved(slots[i + w]);
            ledger.moved(slots[j + w]);
          }
        } else {
          ledger.recount(slots, k1, -1);
          ledger.recount(slots, k2, -1);
          swapRange(slots, i, j, width);
          ledger.recount(slots, k1, 1);
          ledger.recount(slots, k2, 1);
        }
      }
      expect(compared).toBeGreaterThan(2000);
    },
  );
});

/** courtCost as it was written before its floor and split were apart: three splitCosts. */
function plainCourtCost(ctx: CostContext, a: number, b: number, c: number, d: number): number {
  const { levels, met, n } = ctx;
  const spread = spreadOf(levels[a], levels[b], levels[c], levels[d]);
  const meetings =
    met[a * n + b] + met[a * n + c] + met[a * n + d] + met[b * n + c] + met[b * n + d] + met[c * n + d];
  const s0 = splitCost(ctx, a, b, c, d);
  const s1 = splitCost(ctx, a, c, b, d);
  const s2 = splitCost(ctx, a, d, b, c);
  const split = s0 < s1 ? (s0 < s2 ? s0 : s2) : s1 < s2 ? s1 : s2;
  return ctx.wSpread * spread + ctx.wMet * meetings + split;
}

describe('courtCost: its floor and its split', () => {
  it.each(CASES)(
    'add up to three splitCosts, and the floor is never above the cost (%s)',
    (_, mix, pressure) => {
      const { model, ctx, random } = setup(mix, pressure, 11);
      for (let t = 0; t < 3000; t++) {
        const [a, b, c, d] = shuffled(model.n, random);
        const cost = courtCost(ctx, a, b, c, d);
        expect(cost).toBe(plainCourtCost(ctx, a, b, c, d));
        expect(courtFloor(ctx, a, b, c, d) + courtSplit(ctx, a, b, c, d)).toBe(cost);
        expect(courtFloor(ctx, a, b, c, d)).toBeLessThanOrEqual(cost);
      }
    },
  );
});

/**
 * Digest of what a draw drew: its rounds, players and metrics, without the figures computed from
 * them afterwards (lower bounds, partner-minus-opponent gaps), which pin nothing of the algorithm.
 */
const digest = (draw: Draw): string => {
  const { lower_bounds: _bounds, partner_opponent_gap: _gap, ...metrics } = draw.metrics;
  const players = draw.players.map(({ partner_minus_opponent: _p, ...rest }) => rest);
  const value = { ...draw, players, metrics };
  return createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);
};

describe(`draws of ${DRAW_ALGORITHM_VERSION}`, () => {
  // These digests pin what this algorithm version draws. A change that alters them must come with
  // a new DRAW_ALGORITHM_VERSION (and new digests): stored draws are redrawn and explained by it.
  const club = (n: number): DrawInput['players'] =>
    Array.from({ length: n }, (_, i) => ({
      id: `user-${String(i + 1).padStart(3, '0')}`,
      name: `Player ${i + 1}`,
      level: i % 7 === 6 ? null : 1 + ((i * 37) % 80) / 10,
    }));
  const courts = (k: number): string[] => Array.from({ length: k }, (_, i) => `Court ${i + 1}`);
  const rules: DrawInput = {
    players: club(18),
    courts: courts(4),
    rounds: 6,
    seed: 7,
    lockedPairs: [['user-001', 'user-002']],
    avoidPairs: [['user-003', 'user-004']],
    absent: ['user-005'],
    arrivesFromRound: { 'user-006': 3 },
  };

  it('stay what they were', () => {
    const withRules = makeDraw(rules);
    const edited = structuredClone(withRules);
    const [first, second] = edited.rounds[1].matches;
    [first.team_a[0], second.team_b[1]] = [second.team_b[1], first.team_a[0]];
    expect({
      small: digest(makeDraw({ players: club(12), courts: courts(3), rounds: 6, seed: 1 })),
      withRules: digest(withRules),
      wide: digest(makeDraw({ players: club(40), courts: courts(10), rounds: 8, mix: 0.7, seed: 3 })),
      closest: digest(makeDraw({ players: club(30), courts: courts(6), rounds: 5, mix: 0, seed: 5 })),
      redrawn: digest(regenerateFrom(withRules, { ...rules, seed: 99, absent: ['user-005', 'user-010'] }, 3)),
      edited: digest(evaluateDraw(edited, rules)),
      rotation: digest(makeDraw({ players: club(16), courts: courts(4), rounds: 6, mix: 1, seed: 2 })),
      whist: digest(makeDraw({ players: club(12), courts: courts(3), rounds: 11, mix: 1, seed: 2 })),
    }).toEqual({
      small: '35c65dfc840294f0',
      withRules: 'ebf097043588f057',
      wide: '7e396c7c692858d7',
      closest: '14a2012dd82e04a7',
      redrawn: 'ce8cf4e2b4784a57',
      edited: '14c75db421ebcd38',
      rotation: '38b1258edf0dacfa',
      whist: 'e73ee83fd4367992',
    });
  });
});
