import { fitsTextLimit } from '../text';
import { INTERNAL_LEVEL_MIDDLE, isValidInternalLevel, medianLevel } from './scales';
import { DRAW_LIMITS, DrawInputError, type DrawInput, type DrawPair } from './types';

/**
 * A validated draw input in index form. Players are sorted by id, so nothing depends on the order of
 * the caller's arrays or on the key order of `arrivesFromRound`.
 */
export interface DrawModel {
  n: number;
  ids: string[];
  names: string[];
  /** Effective internal levels (unknown levels replaced by the default level). */
  levels: Float64Array;
  index: Map<string, number>;
  courts: string[];
  rounds: number;
  mix: number;
  seed: number;
  /** Locked partner's index, or -1. */
  lockedPartner: Int32Array;
  /** n x n: 1 where two players must not partner. */
  avoid: Uint8Array;
  absent: Uint8Array;
  /** First round a player plays (1 when not late). */
  arrives: Int32Array;
  lockedPairs: [number, number][];
  avoidPairs: [number, number][];
}

export function isPresent(model: DrawModel, player: number, round: number): boolean {
  return model.absent[player] === 0 && model.arrives[player] <= round;
}

/** Indices of the players present in a round, ascending (= sorted by id). */
export function presentPlayers(model: DrawModel, round: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < model.n; i++) if (isPresent(model, i, round)) out.push(i);
  return out;
}

/** Courts used in a round with `present` players: min(courts, floor(present / 4)). */
export function courtsUsed(model: DrawModel, present: number): number {
  return Math.min(model.courts.length, Math.floor(present / 4));
}

function fail(message: string): never {
  throw new DrawInputError(message);
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates a draw input and builds its model; throws DrawInputError on a structural problem. */
export function buildModel(input: DrawInput): DrawModel {
  if (!isPlainRecord(input)) fail('The draw input must be an object');
  const players = input.players;
  if (!Array.isArray(players)) fail('players must be a list');
  const seen = new Set<string>();
  for (const p of players) {
    if (!isPlainRecord(p) || typeof p.id !== 'string' || p.id === '') fail('Every player needs an id');
    if (typeof p.name !== 'string') fail(`Player ${p.id} needs a name`);
    if (seen.has(p.id)) fail(`Player ${p.id} is listed twice`);
    seen.add(p.id);
    if (p.level !== null && !isValidInternalLevel(p.level)) {
      fail(`The level of ${p.name || p.id} must be a number from 1 to 9 on the internal scale`);
    }
  }
  const sorted = [...players].sort((a, b) => compareIds(a.id, b.id));
  const n = sorted.length;
  const ids = sorted.map((p) => p.id);
  const names = sorted.map((p) => p.name);
  const index = new Map<string, number>();
  ids.forEach((id, i) => index.set(id, i));

  const courts = input.courts;
  if (!Array.isArray(courts) || courts.length < DRAW_LIMITS.courtsMin)
    fail('A draw needs at least one court');
  if (courts.length > DRAW_LIMITS.courtsMax) fail(`A draw can use at most ${DRAW_LIMITS.courtsMax} courts`);
  const courtNames = new Set<string>();
  for (const court of courts) {
    // Characters as a person counts them (graphemes), like every other text limit of the API.
    if (typeof court !== 'string' || court.trim() === '' || !fitsTextLimit(court, DRAW_LIMITS.courtNameMax)) {
      fail(`Court names must be 1-${DRAW_LIMITS.courtNameMax} characters`);
    }
    if (courtNames.has(court)) fail(`Court "${court}" is listed twice`);
    courtNames.add(court);
  }

  const rounds = input.rounds;
  if (!Number.isInteger(rounds) || rounds < DRAW_LIMITS.roundsMin || rounds > DRAW_LIMITS.roundsMax) {
    fail(`rounds must be a whole number from ${DRAW_LIMITS.roundsMin} to ${DRAW_LIMITS.roundsMax}`);
  }
  const mix = input.mix ?? DRAW_LIMITS.defaultMix;
  if (typeof mix !== 'number' || !Number.isFinite(mix) || mix < 0 || mix > 1) {
    fail('mix must be a number from 0 to 1');
  }
  const seed = input.seed ?? 0;
  if (!Number.isInteger(seed) || seed < 0 || seed > DRAW_LIMITS.seedMax) {
    fail('seed must be a whole number from 0 to 4294967295');
  }

  const known = sorted.filter((p) => p.level !== null).map((p) => p.level as number);
  let defaultLevel = input.defaultLevel ?? null;
  if (defaultLevel !== null && !isValidInternalLevel(defaultLevel)) {
    fail('defaultLevel must be a number from 1 to 9 on the internal scale');
  }
  defaultLevel ??= medianLevel(known) ?? INTERNAL_LEVEL_MIDDLE;
  const levels = new Float64Array(n);
  sorted.forEach((p, i) => (levels[i] = p.level ?? (defaultLevel as number)));

  const player = (id: unknown, what: string): number => {
    const i = typeof id === 'string' ? index.get(id) : undefined;
    if (i === undefined) fail(`${what} names ${String(id)}, who is not among the players`);
    return i;
  };
  const label = (i: number): string => names[i] || ids[i];

  const absent = new Uint8Array(n);
  if (input.absent !== undefined) {
    if (!Array.isArray(input.absent)) fail('absent must be a list of player ids');
    for (const id of input.absent) absent[player(id, 'absent')] = 1;
  }
  const arrives = new Int32Array(n).fill(1);
  if (input.arrivesFromRound !== undefined) {
    if (!isPlainRecord(input.arrivesFromRound)) fail('arrivesFromRound must map player ids to rounds');
    for (const id of Object.keys(input.arrivesFromRound).sort(compareIds)) {
      const round = input.arrivesFromRound[id];
      const i = player(id, 'arrivesFromRound');
      if (!Number.isInteger(round) || round < 1) fail(`The arrival round of ${label(i)} must be 1 or more`);
      arrives[i] = round;
    }
  }

  const pairs = (list: readonly DrawPair[] | undefined, what: string): [number, number][] => {
    if (list === undefined) return [];
    if (!Array.isArray(list)) fail(`${what} must be a list of pairs of player ids`);
    const out = new Map<number, [number, number]>();
    for (const pair of list) {
      if (!Array.isArray(pair) || pair.length !== 2) fail(`${what} must be a list of pairs of player ids`);
      const a = player(pair[0], what);
      const b = player(pair[1], what);
      if (a === b) fail(`${what} pairs ${label(a)} with themselves`);
      const lo = Math.min(a, b);
      const hi = Math.max(a, b);
      out.set(lo * n + hi, [lo, hi]);
    }
    return [...out.keys()].sort((x, y) => x - y).map((key) => out.get(key) as [number, number]);
  };
  const lockedPairs = pairs(input.lockedPairs, 'A locked pair');
  const avoidPairs = pairs(input.avoidPairs, 'An avoid pair');

  const lockedPartner = new Int32Array(n).fill(-1);
  for (const [a, b] of lockedPairs) {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      if (lockedPartner[x] !== -1) {
        fail(`${label(x)} is in two locked pairs (with ${label(lockedPartner[x])} and ${label(y)})`);
      }
      lockedPartner[x] = y;
    }
  }
  const avoid = new Uint8Array(n * n);
  for (const [a, b] of avoidPairs) {
    if (lockedPartner[a] === b) fail(`${label(a)} and ${label(b)} are both a locked pair and an avoid pair`);
    avoid[a * n + b] = 1;
    avoid[b * n + a] = 1;
  }

  let playing = 0;
  for (let i = 0; i < n; i++) if (absent[i] === 0 && arrives[i] <= rounds) playing++;
  if (playing < 4) {
    fail(`A draw needs at least 4 players present; there ${playing === 1 ? 'is' : 'are'} ${playing}`);
  }
  const activeLocked = lockedPairs.filter(([a, b]) => absent[a] === 0 && absent[b] === 0).length;
  const teamPlaces = 2 * Math.min(courts.length, Math.floor(playing / 4));
  if (activeLocked > teamPlaces) {
    fail(`There are ${activeLocked} locked pairs but only ${teamPlaces} team places in a round`);
  }

  return {
    n,
    ids,
    names,
    levels,
    index,
    courts: [...courts],
    rounds,
    mix,
    seed,
    lockedPartner,
    avoid,
    absent,
    arrives,
    lockedPairs,
    avoidPairs,
  };
}
