import fc from 'fast-check';
import { makeDraw, regenerateFrom } from './draw';
import { repairDraw } from './repair';
import type { Draw, DrawInput, DrawRound, DrawWarning } from './types';

const HARD = new Set([
  'player_twice_in_round',
  'player_missing',
  'player_not_present',
  'court_count',
  'partner_repeat',
  'avoid_pair_partnered',
  'locked_pair_split',
  'sit_out_uneven',
  'consecutive_sit_out',
]);
const hard = (warnings: readonly DrawWarning[]): DrawWarning[] => warnings.filter((w) => HARD.has(w.code));

function inputOf(n: number, courts: number, rounds: number, seed = 7): DrawInput {
  return {
    players: Array.from({ length: n }, (_, i) => ({
      id: `p${String(i).padStart(2, '0')}`,
      name: `Player ${i}`,
      level: 1 + ((i * 37) % 80) / 10,
    })),
    courts: Array.from({ length: courts }, (_, k) => `Court ${k + 1}`),
    rounds,
    seed,
  };
}

/** Each player's place per round, written independently of the code under test. */
function placeTable(rounds: readonly DrawRound[]): Map<string, string[]> {
  const table = new Map<string, string[]>();
  const set = (id: string, r: number, place: string): void => {
    const row = table.get(id) ?? Array.from({ length: rounds.length }, () => '-');
    row[r] = place;
    table.set(id, row);
  };
  rounds.forEach((round, r) => {
    for (const m of round.matches) {
      m.team_a.forEach((id) => set(id, r, `${m.court}/a`));
      m.team_b.forEach((id) => set(id, r, `${m.court}/b`));
    }
    round.sitting_out.forEach((id) => set(id, r, 'out'));
  });
  return table;
}

function expectedChanges(before: Draw, after: Draw): { user_id: string; rounds: number[] }[] {
  const a = placeTable(before.rounds);
  const b = placeTable(after.rounds);
  const ids = [...new Set([...a.keys(), ...b.keys()])].sort();
  const out: { user_id: string; rounds: number[] }[] = [];
  for (const id of ids) {
    const rounds: number[] = [];
    for (let r = 0; r < before.rounds.length; r++) {
      if ((a.get(id)?.[r] ?? '-') !== (b.get(id)?.[r] ?? '-')) rounds.push(r + 1);
    }
    if (rounds.length > 0) out.push({ user_id: id, rounds });
  }
  return out;
}

describe('repairDraw', () => {
  it('answers the same draw and no changes when nothing changed', () => {
    const input = inputOf(16, 4, 6);
    const draw = makeDraw(input);
    const repaired = repairDraw(draw, input, { fromRound: 2 });
    expect(repaired.rounds).toEqual(draw.rounds);
    expect(JSON.stringify(repaired.rounds)).toBe(JSON.stringify(draw.rounds));
    expect(repaired.changes).toEqual([]);
    expect(repaired.metrics).toEqual(draw.metrics);
  });

  it('repairs 16 players on 4 courts after one drops out, keeping round 1 and every hard rule', () => {
    const input = inputOf(16, 4, 6);
    const draw = makeDraw(input);
    const repaired = repairDraw(draw, input, { fromRound: 2, absent: ['p05'] });
    expect(JSON.stringify(repaired.rounds[0])).toBe(JSON.stringify(draw.rounds[0]));
    expect(hard(repaired.warnings)).toEqual([]);
    for (const round of repaired.rounds.slice(1)) {
      expect(round.matches).toHaveLength(3);
      expect(round.sitting_out).toHaveLength(3);
      expect(JSON.stringify(round)).not.toContain('p05');
    }
    expect(repaired.changes).toEqual(expectedChanges(draw, repaired));
    expect(repaired.changes.map((c) => c.user_id)).toContain('p05');
    // Fewer people move than in a redraw of the same rounds.
    const redraw = regenerateFrom(draw, { ...input, absent: ['p05'] }, 2);
    expect(repaired.changes.length).toBeLessThanOrEqual(expectedChanges(draw, redraw).length);
  });

  it('keeps rounds that nobody left untouched when the drop-out only misses the last round', () => {
    const input = inputOf(17, 4, 5);
    const draw = makeDraw(input);
    const leaving = draw.rounds[4].matches[0].team_a[0];
    const repaired = repairDraw(draw, input, { fromRound: 5, absent: [leaving] });
    expect(repaired.rounds.slice(0, 4)).toEqual(draw.rounds.slice(0, 4));
    expect(repaired.changes.every((c) => c.rounds.every((r) => r === 5))).toBe(true);
    // Someone from the bench takes the place: two players change, no more.
    expect(repaired.changes).toHaveLength(2);
    expect(repaired.changes).toEqual(expectedChanges(draw, repaired));
  });

  it('adds a player who joins, and players the input no longer lists leave', () => {
    const input = inputOf(16, 4, 6);
    const draw = makeDraw({ ...input, players: input.players.slice(0, 15) });
    const joined = repairDraw(draw, input, { fromRound: 3, add: ['p15'] });
    expect(joined.rounds.slice(2).every((r) => JSON.stringify(r).includes('p15'))).toBe(true);
    expect(joined.rounds.slice(0, 2)).toEqual(draw.rounds.slice(0, 2));
    // p15 missed two rounds that others sat out less: the redraw cannot do better either.
    const redraw = regenerateFrom(draw, { ...input, arrivesFromRound: { p15: 3 } }, 3);
    expect(hard(joined.warnings).length).toBeLessThanOrEqual(hard(redraw.warnings).length);
    expect(joined.warnings.filter((w) => w.round !== undefined && w.round < 3)).toEqual([]);
    expect(joined.changes).toEqual(expectedChanges(draw, joined));

    // Without `add`, a player the draw never named stays out: nothing to do.
    expect(repairDraw(draw, input, { fromRound: 3 }).changes).toEqual([]);

    const gone = repairDraw(draw, { ...input, players: input.players.slice(1, 15) }, { fromRound: 2 });
    expect(gone.rounds.slice(1).some((r) => JSON.stringify(r).includes('p00'))).toBe(false);
    expect(gone.players.some((p) => p.user_id === 'p00')).toBe(true);
    expect(gone.changes).toEqual(expectedChanges(draw, gone));
  });

  it('handles a late arrival', () => {
    const input = inputOf(13, 3, 6);
    const draw = makeDraw(input);
    const repaired = repairDraw(draw, input, { fromRound: 2, arrivesFromRound: { p03: 4 } });
    for (const round of repaired.rounds.slice(1, 3)) expect(JSON.stringify(round)).not.toContain('p03');
    const redraw = regenerateFrom(draw, { ...input, arrivesFromRound: { p03: 4 } }, 2);
    expect(hard(repaired.warnings).length).toBeLessThanOrEqual(hard(redraw.warnings).length);
    expect(repaired.changes).toEqual(expectedChanges(draw, repaired));
  });

  it('refuses a round outside the draw and unknown players', () => {
    const input = inputOf(8, 2, 3);
    const draw = makeDraw(input);
    expect(() => repairDraw(draw, input, { fromRound: 0 })).toThrow('1 to 3');
    expect(() => repairDraw(draw, input, { fromRound: 4 })).toThrow('1 to 3');
    expect(() => repairDraw(draw, input, { fromRound: 1, absent: ['nobody'] })).toThrow('nobody');
    expect(() => repairDraw(draw, input, { fromRound: 1, add: ['nobody'] })).toThrow('nobody');
  });

  it('is deterministic', () => {
    const input = inputOf(20, 4, 6);
    const draw = makeDraw(input);
    const a = repairDraw(draw, input, { fromRound: 2, absent: ['p01', 'p07'] });
    const b = repairDraw(draw, input, { fromRound: 2, absent: ['p07', 'p01'] });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe('repairDraw properties', () => {
  const scenario = fc
    .record({
      n: fc.integer({ min: 6, max: 28 }),
      courts: fc.integer({ min: 1, max: 6 }),
      rounds: fc.integer({ min: 1, max: 7 }),
      seed: fc.integer({ min: 0, max: 0xffffffff }),
      from: fc.integer({ min: 1, max: 7 }),
      drop: fc.array(fc.integer({ min: 0, max: 27 }), { maxLength: 3 }),
      join: fc.integer({ min: 0, max: 2 }),
      late: fc.option(
        fc.record({ who: fc.integer({ min: 0, max: 27 }), round: fc.integer({ min: 1, max: 8 }) }),
      ),
    })
    .filter(({ n, drop, join }) => n - join - new Set(drop.filter((d) => d < n - join)).size >= 4);

  it('keeps earlier rounds, the hard rules a redraw keeps, and reports exactly what changed', () => {
    fc.assert(
      fc.property(scenario, ({ n, courts, rounds, seed, from, drop, join, late }) => {
        const input = inputOf(n, courts, rounds, seed);
        const drawn = n - join;
        const draw = makeDraw({ ...input, players: input.players.slice(0, drawn) });
        const fromRound = Math.min(from, rounds);
        const absent = [...new Set(drop.filter((d) => d < drawn))].map((d) => input.players[d].id);
        const add = input.players.slice(drawn).map((p) => p.id);
        const arrivesFromRound: Record<string, number> = {};
        if (late && late.who < drawn && !absent.includes(input.players[late.who].id)) {
          arrivesFromRound[input.players[late.who].id] = late.round;
        }
        const present = n - absent.length - Object.keys(arrivesFromRound).length;
        fc.pre(present >= 4);
        const options = { fromRound, absent, add, arrivesFromRound };
        const repaired = repairDraw(draw, input, options);
        expect(JSON.stringify(repaired.rounds.slice(0, fromRound - 1))).toBe(
          JSON.stringify(draw.rounds.slice(0, fromRound - 1)),
        );
        expect(repaired.changes).toEqual(expectedChanges(draw, repaired));
        for (const c of repaired.changes) expect(c.rounds.every((r) => r >= fromRound)).toBe(true);
        const redraw = regenerateFrom(
          draw,
          {
            ...input,
            absent: [
              ...absent,
              ...input.players
                .slice(drawn)
                .filter((p) => !add.includes(p.id))
                .map((p) => p.id),
            ],
            arrivesFromRound,
          },
          fromRound,
        );
        expect(hard(repaired.warnings).length).toBeLessThanOrEqual(hard(redraw.warnings).length);
        if (absent.length === 0 && add.length === 0 && Object.keys(arrivesFromRound).length === 0) {
          expect(repaired.rounds).toEqual(draw.rounds);
          expect(repaired.changes).toEqual([]);
        }
      }),
      { numRuns: 30, seed: 20261127 },
    );
  });
});
