import fc from 'fast-check';
import { evaluateDraw, makeDraw, regenerateFrom } from './draw';
import { DrawInputError, type Draw, type DrawInput, type DrawRound } from './types';

/**
 * Property tests of the draw over random inputs: 4-60 players, 1-12 courts, 1-10 rounds, levels
 * (some unknown), satisfiable locked and avoid pairs, absences and late arrivals. Run counts are
 * bounded so the file stays well under 20 s.
 */

interface Scenario {
  input: DrawInput;
  /** Whether buildModel must refuse it (too few players present, too many locked pairs). */
  structural: boolean;
}

const scenarioArb: fc.Arbitrary<Scenario> = fc.integer({ min: 4, max: 60 }).chain((n) =>
  fc
    .record({
      courts: fc.integer({ min: 1, max: 12 }),
      rounds: fc.integer({ min: 1, max: 10 }),
      seed: fc.integer({ min: 0, max: 0xffffffff }),
      mix: fc.oneof(fc.constant(0.3), fc.double({ min: 0, max: 1, noNaN: true })),
      levels: fc.array(fc.option(fc.integer({ min: 10, max: 90 }), { nil: null, freq: 6 }), {
        minLength: n,
        maxLength: n,
      }),
      order: fc.shuffledSubarray(
        Array.from({ length: n }, (_, i) => i),
        { minLength: n, maxLength: n },
      ),
      locked: fc.integer({ min: 0, max: Math.floor(n / 6) }),
      avoid: fc.integer({ min: 0, max: Math.floor(n / 6) }),
      absent: fc.integer({ min: 0, max: Math.floor(n / 6) }),
      late: fc.array(fc.integer({ min: 2, max: 11 }), { maxLength: Math.floor(n / 6) }),
    })
    .map(({ courts, rounds, seed, mix, levels, order, locked, avoid, absent, late }) => {
      // Ids that do not sort like the players' numbers, so nothing can lean on input order.
      const id = (i: number): string => `${((i * 7919) % 1000).toString(36)}-${i}`;
      const players = levels.map((level, i) => ({
        id: id(i),
        name: `Player ${i}`,
        level: level && level / 10,
      }));
      let next = 0;
      const take = (): string => id(order[next++]);
      const lockedPairs = Array.from({ length: locked }, () => [take(), take()] as [string, string]);
      const avoidPairs = Array.from({ length: avoid }, () => [take(), take()] as [string, string]);
      const absentIds = Array.from({ length: absent }, take);
      const arrivesFromRound: Record<string, number> = {};
      for (const round of late) arrivesFromRound[take()] = round;
      const input: DrawInput = {
        players,
        courts: Array.from({ length: courts }, (_, k) => `Court ${k + 1}`),
        rounds,
        mix,
        seed,
        lockedPairs,
        avoidPairs,
        absent: absentIds,
        arrivesFromRound,
      };
      const isAbsent = new Set(absentIds);
      const playing = players.filter((p) => !isAbsent.has(p.id) && (arrivesFromRound[p.id] ?? 1) <= rounds);
      const activeLocked = lockedPairs.filter(([a, b]) => !isAbsent.has(a) && !isAbsent.has(b)).length;
      const places = 2 * Math.min(courts, Math.floor(playing.length / 4));
      return { input, structural: playing.length < 4 || activeLocked > places };
    }),
);

const present = (input: DrawInput, id: string, round: number): boolean =>
  !(input.absent ?? []).includes(id) && (input.arrivesFromRound?.[id] ?? 1) <= round;

const teamsOf = (round: DrawRound): [string, string][] => round.matches.flatMap((m) => [m.team_a, m.team_b]);

/**
 * Checks the hard rules of API.md section 10 on a draw, and that every unavoidable breach is warned.
 * `fresh`: made in one go (a redraw must live with the sit-outs of the rounds it keeps).
 */
function checkHardRules(draw: Draw, input: DrawInput, fresh: boolean): void {
  const ids = input.players.map((p) => p.id);
  const locked = input.lockedPairs ?? [];
  const avoid = new Set((input.avoidPairs ?? []).map(([a, b]) => [a, b].sort().join('|')));
  const late = Object.keys(input.arrivesFromRound ?? {}).length > 0;
  const warned = (code: string, round?: number): boolean =>
    draw.warnings.some((w) => w.code === code && (round === undefined || w.round === round));
  expect(draw.rounds.map((r) => r.round)).toEqual(Array.from({ length: input.rounds }, (_, i) => i + 1));

  const notPlayed = new Map<string, number>();
  const partnered = new Map<string, number>();
  let consecutive = 0;
  let satBefore = new Set<string>();
  let previousSitters = 0;
  let steadySitters = true;
  draw.rounds.forEach((round) => {
    const here = ids.filter((id) => present(input, id, round.round));
    const playing = round.matches.flatMap((m) => [...m.team_a, ...m.team_b]);
    const everyone = [...playing, ...round.sitting_out];
    // Nobody twice in a round; exactly the present players, each playing or sitting out.
    expect(new Set(everyone).size).toBe(everyone.length);
    expect([...everyone].sort()).toEqual([...here].sort());
    // Courts used = min(courts, floor(present / 4)), named after the first courts.
    const courts = Math.min(input.courts.length, Math.floor(here.length / 4));
    expect(round.matches.map((m) => m.court)).toEqual(input.courts.slice(0, courts));
    if (here.length < 4) expect(warned('too_few_players', round.round)).toBe(true);
    // Locked pairs partner whenever both are present (or sit out together).
    for (const [a, b] of locked) {
      if (!here.includes(a) || !here.includes(b)) continue;
      const together = teamsOf(round).some((t) => t.includes(a) && t.includes(b));
      const bothSit = round.sitting_out.includes(a) && round.sitting_out.includes(b);
      expect(together || bothSit).toBe(true);
    }
    for (const team of teamsOf(round)) {
      const key = [...team].sort().join('|');
      if (avoid.has(key)) expect(warned('avoid_pair_partnered', round.round)).toBe(true);
      if (locked.some(([a, b]) => team.includes(a) && team.includes(b))) continue;
      partnered.set(key, (partnered.get(key) ?? 0) + 1);
      if ((partnered.get(key) as number) > 1) expect(warned('partner_repeat', round.round)).toBe(true);
    }
    const sitting = new Set(round.sitting_out);
    for (const id of ids) {
      if (!playing.includes(id)) notPlayed.set(id, (notPlayed.get(id) ?? 0) + 1);
      if (sitting.has(id) && satBefore.has(id)) {
        consecutive++;
        expect(warned('consecutive_sit_out', round.round)).toBe(true);
      }
    }
    if (round.round > 1 && round.sitting_out.length + previousSitters > here.length) steadySitters = false;
    previousSitters = round.sitting_out.length;
    satBefore = sitting;
  });

  // Sit-outs within 1 of each other; nobody twice in a row while that can be avoided.
  const counts = ids.filter((id) => !(input.absent ?? []).includes(id)).map((id) => notPlayed.get(id) ?? 0);
  const spread = Math.max(...counts) - Math.min(...counts);
  expect(draw.metrics.sit_out_max - draw.metrics.sit_out_min).toBe(spread);
  expect(draw.metrics.consecutive_sit_outs).toBe(consecutive);
  if (spread > 1) expect(warned('sit_out_uneven')).toBe(true);
  if (!late && locked.length === 0) {
    expect(spread).toBeLessThanOrEqual(1);
    if (steadySitters && fresh) expect(consecutive).toBe(0);
  }
  // Avoid pairs never partner when nothing forces it (no locked pairs fixing a court's teams).
  if (locked.length === 0) expect(warned('avoid_pair_partnered')).toBe(false);
  // No repeated partner while one can be avoided: certainly possible in up to three rounds.
  const repeats = [...partnered.values()].reduce((sum, k) => sum + k - 1, 0);
  expect(draw.metrics.partner_repeats).toBe(repeats);
  if (input.rounds <= 3 && locked.length === 0 && !late) expect(repeats).toBe(0);
}

describe('makeDraw over random inputs (fast-check)', () => {
  it('keeps the hard rules, is deterministic, redraws keep their prefix, evaluation agrees', () => {
    fc.assert(
      fc.property(scenarioArb, fc.nat(), fc.nat(), ({ input, structural }, from, newSeed) => {
        if (structural) {
          expect(() => makeDraw(input)).toThrow(DrawInputError);
          return;
        }
        const draw = makeDraw(input);
        checkHardRules(draw, input, true);

        // Deterministic, whatever the order of the caller's lists and keys.
        const shuffled: DrawInput = {
          ...input,
          players: [...input.players].reverse(),
          lockedPairs: (input.lockedPairs ?? []).map(([a, b]) => [b, a] as [string, string]).reverse(),
          avoidPairs: [...(input.avoidPairs ?? [])].reverse(),
          absent: [...(input.absent ?? [])].reverse(),
          arrivesFromRound: Object.fromEntries(Object.entries(input.arrivesFromRound ?? {}).reverse()),
        };
        expect(JSON.stringify(makeDraw(shuffled))).toBe(JSON.stringify(draw));

        // Evaluating the unchanged draw gives its own metrics and warnings.
        const evaluated = evaluateDraw(JSON.parse(JSON.stringify(draw)), input);
        expect(evaluated.metrics).toEqual(draw.metrics);
        expect(evaluated.warnings).toEqual(draw.warnings);

        // Redrawing from round n with another seed keeps rounds 1..n-1 byte for byte.
        const round = 1 + (from % input.rounds);
        const redrawn = regenerateFrom(draw, { ...input, seed: newSeed % 0x100000000 }, round);
        expect(JSON.stringify(redrawn.rounds.slice(0, round - 1))).toBe(
          JSON.stringify(draw.rounds.slice(0, round - 1)),
        );
        checkHardRules(redrawn, input, false);
      }),
      { numRuns: 50 },
    );
  });

  it('flags a partner repeat made by hand', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input, structural }) => {
        fc.pre(!structural && input.rounds >= 2);
        const draw = makeDraw(input);
        const locked = new Set((input.lockedPairs ?? []).flat());
        const edit = handMadeRepeat(draw, locked);
        fc.pre(edit !== null);
        const { edited, round } = edit as { edited: Draw; round: number };
        const { x, y } = edit as { x: string; y: string };
        const name = (id: string): string => input.players.find((p) => p.id === id)?.name as string;
        const result = evaluateDraw(edited, input);
        expect(result.metrics.partner_repeats).toBeGreaterThan(0);
        const flagged = result.warnings.filter((w) => w.code === 'partner_repeat' && w.round === round);
        expect(flagged.some((w) => w.message.includes(name(x)) && w.message.includes(name(y)))).toBe(true);
        // The edit is answered as sent.
        expect(result.rounds).toEqual(edited.rounds);
      }),
      { numRuns: 20 },
    );
  });
});

/**
 * A copy of the draw where, in some round r > 1, x plays with y again, both partnered in round 1:
 * y trades places with x's partner in round r (all three not in locked pairs). Null if none fits.
 */
function handMadeRepeat(
  draw: Draw,
  locked: Set<string>,
): { edited: Draw; round: number; x: string; y: string } | null {
  const first = teamsOf(draw.rounds[0]).filter(([x, y]) => !locked.has(x) && !locked.has(y));
  for (const round of draw.rounds.slice(1)) {
    for (const [x, y] of first) {
      const team = teamsOf(round).find((t) => t.includes(x));
      if (!team || team.includes(y)) continue;
      const z = team[0] === x ? team[1] : team[0];
      if (locked.has(z)) continue;
      const edited: Draw = JSON.parse(JSON.stringify(draw));
      const r = edited.rounds[round.round - 1];
      const swap = (id: string): string => (id === y ? z : id === z ? y : id);
      for (const m of r.matches) {
        m.team_a = [swap(m.team_a[0]), swap(m.team_a[1])];
        m.team_b = [swap(m.team_b[0]), swap(m.team_b[1])];
      }
      r.sitting_out = r.sitting_out.map(swap);
      if (!r.matches.some((m) => [...m.team_a, ...m.team_b].includes(y))) continue;
      return { edited, round: round.round, x, y };
    }
  }
  return null;
}
