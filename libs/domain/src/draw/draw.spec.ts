import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { evaluateDraw, makeDraw, randomDraw, regenerateFrom } from './draw';
import { toInternalLevel } from './scales';
import {
  DRAW_ALGORITHM_VERSION,
  DrawInputError,
  type Draw,
  type DrawInput,
  type DrawPlayerInput,
} from './types';

/** A small club: levels spread over the internal scale, every fifth player without a level. */
function club(n: number): DrawPlayerInput[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `user-${String(i + 1).padStart(2, '0')}`,
    name: `Player ${i + 1}`,
    level: i % 5 === 4 ? null : toInternalLevel('knltb', 4 + ((i * 7) % 50) / 10),
  }));
}

const courts = (k: number): string[] => Array.from({ length: k }, (_, i) => `Court ${i + 1}`);

const base = (overrides: Partial<DrawInput> = {}): DrawInput => ({
  players: club(18),
  courts: courts(4),
  rounds: 6,
  seed: 42,
  ...overrides,
});

const teams = (draw: Draw, round: number): [string, string][] =>
  draw.rounds[round - 1].matches.flatMap((m) => [m.team_a, m.team_b]);

const partnersIn = (draw: Draw, round: number, id: string): string | undefined =>
  teams(draw, round)
    .find((t) => t.includes(id))
    ?.find((p) => p !== id);

describe('makeDraw', () => {
  const draw = makeDraw(base());

  it('answers the Draw of API.md section 10', () => {
    expect(draw.seed).toBe(42);
    expect(draw.algorithm_version).toBe(DRAW_ALGORITHM_VERSION);
    expect(draw.rounds).toHaveLength(6);
    for (const round of draw.rounds) {
      expect(round.matches.map((m) => m.court)).toEqual(courts(4));
      expect(round.sitting_out).toHaveLength(2);
      expect([...round.sitting_out].sort()).toEqual(round.sitting_out);
    }
    expect(Object.keys(draw.metrics)).toEqual([
      'partner_repeats',
      'max_opponent_meetings',
      'sit_out_min',
      'sit_out_max',
      'consecutive_sit_outs',
      'mean_court_spread',
      'mean_team_imbalance',
      'lower_bounds',
      'partner_opponent_gap',
    ]);
    expect(draw.metrics.lower_bounds).toEqual({
      partner_repeats: 0,
      max_opponent_meetings: 1,
      sit_out_spread: 1,
    });
    expect(Object.keys(draw.players[0])).toEqual(['user_id', 'name', 'level', 'partner_minus_opponent']);
    expect(draw.players.map((p) => p.user_id)).toEqual(club(18).map((p) => p.id));
  });

  it('rotates partners and sit-outs fairly on 18 players, 4 courts and 6 rounds', () => {
    expect(draw.metrics.partner_repeats).toBe(0);
    expect(draw.metrics.sit_out_max - draw.metrics.sit_out_min).toBeLessThanOrEqual(1);
    expect(draw.metrics.consecutive_sit_outs).toBe(0);
    expect(draw.warnings).toEqual([]);
  });

  it('puts closer levels on a court than a random draw does, with balanced teams', () => {
    const random = randomDraw(base());
    expect(draw.metrics.mean_court_spread).toBeLessThan(0.65 * random.metrics.mean_court_spread);
    expect(draw.metrics.mean_team_imbalance).toBeLessThan(0.6);
  });

  it('puts the strongest court first and the stronger team in team_a', () => {
    const level = new Map(draw.players.map((p) => [p.user_id, p.level]));
    const sum = (t: string[]): number => t.reduce((s, id) => s + (level.get(id) as number), 0);
    for (const round of draw.rounds) {
      const means = round.matches.map((m) => sum([...m.team_a, ...m.team_b]));
      expect([...means].sort((a, b) => b - a)).toEqual(means);
      for (const m of round.matches) expect(sum(m.team_a)).toBeGreaterThanOrEqual(sum(m.team_b));
    }
  });

  it('gives the same draw, byte for byte, for the same input and seed; another seed gives another', () => {
    expect(JSON.stringify(makeDraw(base()))).toBe(JSON.stringify(draw));
    expect(JSON.stringify(makeDraw(base({ seed: 43 })))).not.toBe(JSON.stringify(draw));
  });

  it('does not depend on the order of the lists or keys it is given', () => {
    const input = base({
      lockedPairs: [['user-01', 'user-02']],
      avoidPairs: [
        ['user-03', 'user-04'],
        ['user-05', 'user-06'],
      ],
      absent: ['user-07', 'user-08'],
      arrivesFromRound: { 'user-09': 2, 'user-10': 3 },
    });
    const reordered: DrawInput = {
      ...input,
      players: [...input.players].reverse(),
      lockedPairs: [['user-02', 'user-01']],
      avoidPairs: [
        ['user-06', 'user-05'],
        ['user-04', 'user-03'],
      ],
      absent: ['user-08', 'user-07'],
      arrivesFromRound: { 'user-10': 3, 'user-09': 2 },
    };
    expect(JSON.stringify(makeDraw(reordered))).toBe(JSON.stringify(makeDraw(input)));
  });

  it('gives players without a level the default level, the median of the known levels, or the middle', () => {
    const players: DrawPlayerInput[] = [
      { id: 'a', name: 'A', level: 2 },
      { id: 'b', name: 'B', level: 4 },
      { id: 'c', name: 'C', level: 9 },
      { id: 'd', name: 'D', level: null },
    ];
    const level = (input: DrawInput): number | undefined =>
      makeDraw(input).players.find((p) => p.user_id === 'd')?.level;
    expect(level({ players, courts: ['1'], rounds: 1 })).toBe(4);
    expect(level({ players, courts: ['1'], rounds: 1, defaultLevel: 6.5 })).toBe(6.5);
    const unknown = players.map((p) => ({ ...p, level: null }));
    expect(level({ players: unknown, courts: ['1'], rounds: 1 })).toBe(5);
  });

  it('keeps locked pairs together and avoid pairs apart', () => {
    const locked = makeDraw(
      base({
        lockedPairs: [
          ['user-01', 'user-18'],
          ['user-05', 'user-06'],
        ],
        avoidPairs: [
          ['user-02', 'user-03'],
          ['user-03', 'user-04'],
        ],
      }),
    );
    for (const round of locked.rounds) {
      for (const [a, b] of [
        ['user-01', 'user-18'],
        ['user-05', 'user-06'],
      ]) {
        const sitting = round.sitting_out.includes(a);
        expect(round.sitting_out.includes(b)).toBe(sitting);
        if (!sitting) expect(partnersIn(locked, round.round, a)).toBe(b);
      }
      expect(partnersIn(locked, round.round, 'user-03')).not.toMatch(/^user-0[24]$/);
    }
    expect(locked.warnings).toEqual([]);
  });

  it('leaves absent players out and lets late arrivals sit out less once they are there', () => {
    const input = base({ absent: ['user-03'], arrivesFromRound: { 'user-04': 4 } });
    const result = makeDraw(input);
    expect(result.players.map((p) => p.user_id)).not.toContain('user-03');
    for (const round of result.rounds) {
      const everyone = [...round.matches.flatMap((m) => [...m.team_a, ...m.team_b]), ...round.sitting_out];
      expect(everyone).not.toContain('user-03');
      expect(everyone.includes('user-04')).toBe(round.round >= 4);
      if (round.round >= 4) expect(round.sitting_out).not.toContain('user-04');
    }
    // 16 present from round 1 fill 4 courts exactly; the late player's 3 missed rounds count.
    expect(result.metrics.sit_out_max).toBe(3);
  });

  it('plays no match in a round with fewer than 4 players present, and says so', () => {
    const result = makeDraw({
      players: club(6),
      courts: courts(2),
      rounds: 3,
      arrivesFromRound: { 'user-01': 2, 'user-02': 2, 'user-03': 3 },
    });
    expect(result.rounds[0]).toEqual({
      round: 1,
      matches: [],
      sitting_out: ['user-04', 'user-05', 'user-06'],
    });
    expect(result.warnings).toContainEqual({
      code: 'too_few_players',
      message: 'Round 1: only 3 players are present, too few for a match',
      round: 1,
    });
    expect(result.rounds[1].matches).toHaveLength(1);
  });

  it('warns about what cannot be avoided: 5 players with a locked pair on one court', () => {
    const result = makeDraw({
      players: club(5),
      courts: ['Centre'],
      rounds: 6,
      lockedPairs: [['user-01', 'user-02']],
    });
    // The three singles take turns on the bench and can only partner each other: repeats.
    expect(result.metrics.partner_repeats).toBeGreaterThan(0);
    const codes = new Set(result.warnings.map((w) => w.code));
    expect(codes).toEqual(new Set(['partner_repeat', 'sit_out_uneven']));
  });

  it('spreads levels more as mix goes from closest levels to most mixing', () => {
    const spread = (mix: number): number =>
      makeDraw(base({ players: club(24), courts: courts(6), mix })).metrics.mean_court_spread;
    expect(spread(0)).toBeLessThan(spread(1));
  });
});

describe('makeDraw: structural problems are a DrawInputError (the API answers 400)', () => {
  it.each<[string, Partial<DrawInput>, RegExp]>([
    ['fewer than 4 players', { players: club(3) }, /at least 4 players present; there are 3/],
    ['fewer than 4 present', { players: club(5), absent: ['user-01', 'user-02'] }, /there are 3/],
    ['late beyond the last round', { players: club(4), arrivesFromRound: { 'user-01': 7 } }, /there are 3/],
    [
      'a locked pair with an unknown player',
      { lockedPairs: [['user-01', 'nobody']] },
      /nobody, who is not among/,
    ],
    ['a locked pair with one player', { lockedPairs: [['user-01', 'user-01']] }, /with themselves/],
    [
      'a player in two locked pairs',
      {
        lockedPairs: [
          ['user-01', 'user-02'],
          ['user-01', 'user-03'],
        ],
      },
      /Player 1 is in two locked pairs/,
    ],
    [
      'a pair both locked and avoided',
      { lockedPairs: [['user-01', 'user-02']], avoidPairs: [['user-02', 'user-01']] },
      /both a locked pair and an avoid pair/,
    ],
    [
      'more locked pairs than places',
      {
        players: club(8),
        courts: courts(1),
        lockedPairs: [
          ['user-01', 'user-02'],
          ['user-03', 'user-04'],
          ['user-05', 'user-06'],
        ],
      },
      /3 locked pairs but only 2 team places/,
    ],
    [
      'an avoid pair with an unknown player',
      { avoidPairs: [['ghost', 'user-01']] },
      /ghost, who is not among/,
    ],
    ['an unknown absent player', { absent: ['ghost'] }, /absent names ghost/],
    ['an unknown late player', { arrivesFromRound: { ghost: 2 } }, /arrivesFromRound names ghost/],
    ['a late round of 0', { arrivesFromRound: { 'user-01': 0 } }, /arrival round of Player 1/],
    ['no courts', { courts: [] }, /at least one court/],
    ['41 courts', { courts: courts(41) }, /at most 40 courts/],
    ['a court twice', { courts: ['A', 'A'] }, /Court "A" is listed twice/],
    ['an empty court name', { courts: [' '] }, /Court names must be 1-40 characters/],
    ['a court name of 41 characters', { courts: ['x'.repeat(41)] }, /Court names must be 1-40 characters/],
    ['0 rounds', { rounds: 0 }, /rounds must be a whole number from 1 to 20/],
    ['21 rounds', { rounds: 21 }, /rounds must be/],
    ['2.5 rounds', { rounds: 2.5 }, /rounds must be/],
    ['mix above 1', { mix: 1.5 }, /mix must be a number from 0 to 1/],
    ['a negative seed', { seed: -1 }, /seed must be a whole number/],
    ['a seed above uint32', { seed: 2 ** 32 }, /seed must be a whole number/],
    ['a player twice', { players: [...club(4), club(1)[0]] }, /user-01 is listed twice/],
    [
      'a level off the internal scale',
      { players: [{ id: 'x', name: 'X', level: 12 }, ...club(4)] },
      /level of X/,
    ],
    ['a bad default level', { defaultLevel: 0 }, /defaultLevel must be/],
  ])('%s', (_, overrides, message) => {
    const attempt = (): Draw => makeDraw(base(overrides));
    expect(attempt).toThrow(DrawInputError);
    expect(attempt).toThrow(message);
  });
});

it('counts court names in characters as a person sees them (40 emoji fit)', () => {
  const name = '🎾'.repeat(40);
  expect(name.length).toBe(80);
  expect(makeDraw(base({ courts: [name] })).rounds[0].matches[0].court).toBe(name);
});

describe('regenerateFrom', () => {
  const input = base();
  const draw = makeDraw(input);

  it('keeps the rounds before n byte for byte and redraws the rest', () => {
    const redrawn = regenerateFrom(draw, { ...input, seed: 7 }, 4);
    expect(JSON.stringify(redrawn.rounds.slice(0, 3))).toBe(JSON.stringify(draw.rounds.slice(0, 3)));
    expect(JSON.stringify(redrawn.rounds.slice(3))).not.toBe(JSON.stringify(draw.rounds.slice(3)));
    expect(redrawn.seed).toBe(7);
    // The kept rounds are history: still no repeated partner, still fair sit-outs.
    expect(redrawn.metrics.partner_repeats).toBe(0);
    expect(redrawn.metrics.sit_out_max - redrawn.metrics.sit_out_min).toBeLessThanOrEqual(1);
  });

  it('from round 1 is makeDraw', () => {
    expect(JSON.stringify(regenerateFrom(draw, input, 1))).toBe(JSON.stringify(draw));
  });

  it('takes a player who left (now absent) out of the later rounds only', () => {
    const redrawn = regenerateFrom(draw, { ...input, absent: ['user-05'] }, 3);
    const named = (round: number): string[] => {
      const r = redrawn.rounds[round - 1];
      return [...r.matches.flatMap((m) => [...m.team_a, ...m.team_b]), ...r.sitting_out];
    };
    expect(named(1)).toContain('user-05');
    for (let round = 3; round <= 6; round++) expect(named(round)).not.toContain('user-05');
    expect(redrawn.players.map((p) => p.user_id)).toContain('user-05');
  });

  it("keeps a player the input no longer lists in the kept rounds, with the draw's own name and level", () => {
    const gone = input.players.filter((p) => p.id !== 'user-09');
    const redrawn = regenerateFrom(draw, { ...input, players: gone }, 4);
    // Their partner-minus-opponent gap now covers only the rounds they played.
    const before = draw.players.find((p) => p.user_id === 'user-09');
    expect(redrawn.players.find((p) => p.user_id === 'user-09')).toEqual({
      ...before,
      partner_minus_opponent: expect.any(Number),
    });
    for (const round of redrawn.rounds.slice(3)) {
      expect(JSON.stringify(round)).not.toContain('user-09');
    }
  });

  it('refuses a round outside the draw and a malformed draw', () => {
    expect(() => regenerateFrom(draw, input, 0)).toThrow(/redraw from must be 1 to 6/);
    expect(() => regenerateFrom(draw, input, 7)).toThrow(DrawInputError);
    expect(() => regenerateFrom({ rounds: draw.rounds.slice(0, 1) }, input, 4)).toThrow(/at least 3 rounds/);
  });
});

describe('evaluateDraw (hand edits)', () => {
  const input = base({ lockedPairs: [['user-01', 'user-02']], avoidPairs: [['user-03', 'user-04']] });
  const draw = makeDraw(input);
  const copy = (): Draw => JSON.parse(JSON.stringify(draw));
  const codes = (d: Draw): string[] => d.warnings.map((w) => `${w.code}@${w.round ?? '-'}`);

  it('gives an unchanged draw its own metrics and warnings', () => {
    const result = evaluateDraw(copy(), input);
    expect(result).toEqual(draw);
  });

  it('answers a swap of two players with recomputed metrics', () => {
    const edited = copy();
    const match = edited.rounds[0].matches[0];
    const other = edited.rounds[0].matches[3];
    [match.team_b[1], other.team_a[0]] = [other.team_a[0], match.team_b[1]];
    const result = evaluateDraw(edited, input);
    expect(result.rounds).toEqual(edited.rounds);
    expect(result.metrics.mean_court_spread).not.toBe(draw.metrics.mean_court_spread);
  });

  it('flags someone twice in a round', () => {
    const edited = copy();
    const [a] = edited.rounds[1].matches[0].team_a;
    edited.rounds[1].matches[1].team_b[0] = a;
    expect(codes(evaluateDraw(edited, input))).toContain('player_twice_in_round@2');
  });

  it('flags an avoid pair partnered and a locked pair split', () => {
    const edited = copy();
    const round = edited.rounds[2];
    const swap = (x: string, y: string): void => {
      const put = (id: string): string => (id === x ? y : id === y ? x : id);
      for (const m of round.matches) {
        m.team_a = [put(m.team_a[0]), put(m.team_a[1])];
        m.team_b = [put(m.team_b[0]), put(m.team_b[1])];
      }
      round.sitting_out = round.sitting_out.map(put);
    };
    // user-04 takes the place of user-03's partner; user-02 trades places with a stranger.
    const partner = partnersIn(edited, 3, 'user-03') as string;
    swap('user-04', partner);
    const stranger = ['user-10', 'user-11', 'user-12'].find(
      (id) => id !== partner && id !== 'user-04',
    ) as string;
    swap('user-02', stranger);
    const result = codes(evaluateDraw(edited, input));
    expect(result).toContain('avoid_pair_partnered@3');
    expect(result).toContain('locked_pair_split@3');
  });

  it('flags a repeated partner in the round where it repeats', () => {
    const edited = copy();
    const [x, y] = edited.rounds[0].matches[1].team_a;
    const round = edited.rounds[1];
    const z = partnersIn(edited, 2, x) as string;
    const put = (id: string): string => (id === y ? z : id === z ? y : id);
    for (const m of round.matches) {
      m.team_a = [put(m.team_a[0]), put(m.team_a[1])];
      m.team_b = [put(m.team_b[0]), put(m.team_b[1])];
    }
    round.sitting_out = round.sitting_out.map(put);
    const result = evaluateDraw(edited, input);
    expect(result.metrics.partner_repeats).toBeGreaterThan(0);
    expect(result.warnings).toContainEqual({
      code: 'partner_repeat',
      message: expect.stringMatching(/^Round 2: .* partner again \(also in round 1\)$/),
      round: 2,
    });
  });

  it('refuses a malformed draw', () => {
    const threeInATeam = copy();
    (threeInATeam.rounds[0].matches[0].team_a as string[]).push('user-05');
    expect(() => evaluateDraw(threeInATeam, input)).toThrow(/must be two players/);
    const stranger = copy();
    stranger.rounds[0].sitting_out.push('ghost');
    expect(() => evaluateDraw(stranger, input)).toThrow(/Round 1 names ghost/);
    const renumbered = copy();
    renumbered.rounds[1].round = 5;
    expect(() => evaluateDraw(renumbered, input)).toThrow(/Round 2 must be numbered 2/);
    expect(() => evaluateDraw({ rounds: draw.rounds.slice(0, 5) }, input)).toThrow(DrawInputError);
  });
});

describe('randomDraw (the benchmark baseline)', () => {
  it('fills the courts with present players, nobody twice, the same for the same seed', () => {
    const input = base({ absent: ['user-01'] });
    const random = randomDraw(input);
    for (const round of random.rounds) {
      const everyone = [...round.matches.flatMap((m) => [...m.team_a, ...m.team_b]), ...round.sitting_out];
      expect(round.matches).toHaveLength(4);
      expect(new Set(everyone).size).toBe(17);
      expect(everyone).not.toContain('user-01');
    }
    expect(JSON.stringify(randomDraw(input))).toBe(JSON.stringify(random));
  });
});

describe('the draw folder', () => {
  it('uses no clock and no unseeded randomness', () => {
    const dir = __dirname;
    const sources = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'));
    expect(sources.length).toBeGreaterThan(5);
    for (const file of sources) {
      const text = readFileSync(join(dir, file), 'utf8');
      expect(text).not.toMatch(/\bDate\b|Math\.random|performance\.now|process\.hrtime|setTimeout/);
    }
  });
});
