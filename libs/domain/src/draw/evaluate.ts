import { drawLowerBounds, partnerMinusOpponent, partnerOpponentGap } from './bounds';
import { isPresent, type DrawModel } from './model';
import {
  DrawInputError,
  type DrawMatch,
  type DrawMetrics,
  type DrawPlayer,
  type DrawRound,
  type DrawWarning,
  type DrawWarningCode,
} from './types';

/** Name and level of a player the input no longer lists but an earlier draw did. */
export interface KnownPlayer {
  name: string;
  level: number;
}

export interface Evaluation {
  metrics: DrawMetrics;
  warnings: DrawWarning[];
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

const pairKey = (a: string, b: string): string => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

function isStringPair(value: unknown): value is [string, string] {
  return Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string');
}

/**
 * Checks that rounds have the Draw shape and name only known players; throws DrawInputError when
 * not. (Rule breaches such as a player twice in a round are warnings, not errors.)
 */
export function checkRounds(
  model: DrawModel,
  rounds: unknown,
  extra: ReadonlyMap<string, KnownPlayer>,
  count: number,
): DrawRound[] {
  if (!Array.isArray(rounds)) throw new DrawInputError('The draw must have a list of rounds');
  if (rounds.length < count) throw new DrawInputError(`The draw must have at least ${count} rounds`);
  const known = (id: string, round: number): void => {
    if (!model.index.has(id) && !extra.has(id)) {
      throw new DrawInputError(`Round ${round} names ${id}, who is not among the players`);
    }
  };
  rounds.slice(0, count).forEach((r: unknown, i) => {
    const round = i + 1;
    const value = r as Partial<DrawRound> | null;
    if (typeof value !== 'object' || value === null || value.round !== round) {
      throw new DrawInputError(`Round ${round} must be numbered ${round}`);
    }
    if (!Array.isArray(value.matches) || !Array.isArray(value.sitting_out)) {
      throw new DrawInputError(`Round ${round} needs matches and sitting_out`);
    }
    for (const match of value.matches as unknown[]) {
      const m = match as Partial<DrawMatch> | null;
      if (typeof m !== 'object' || m === null || typeof m.court !== 'string') {
        throw new DrawInputError(`Every match of round ${round} needs a court`);
      }
      if (!isStringPair(m.team_a) || !isStringPair(m.team_b)) {
        throw new DrawInputError(`Every team of round ${round} must be two players`);
      }
      [...m.team_a, ...m.team_b].forEach((id) => known(id, round));
    }
    for (const id of value.sitting_out as unknown[]) {
      if (typeof id !== 'string')
        throw new DrawInputError(`sitting_out of round ${round} must list player ids`);
      known(id, round);
    }
  });
  return rounds.slice(0, count) as DrawRound[];
}

/** A player's internal level: the model's (unknown levels at the default), else an earlier draw's. */
function levelOf(model: DrawModel, extra: ReadonlyMap<string, KnownPlayer>): (id: string) => number {
  return (id) => {
    const i = model.index.get(id);
    return i !== undefined ? model.levels[i] : (extra.get(id)?.level ?? 0);
  };
}

/** A copy of a round with exactly the Draw's keys, in the Draw's order. */
export function cloneRound(round: DrawRound): DrawRound {
  return {
    round: round.round,
    matches: round.matches.map((m) => ({
      court: m.court,
      team_a: [m.team_a[0], m.team_a[1]],
      team_b: [m.team_b[0], m.team_b[1]],
    })),
    sitting_out: [...round.sitting_out],
  };
}

/** The players of a draw: everyone not absent plus anyone the rounds name, by id. */
export function drawPlayers(
  model: DrawModel,
  rounds: readonly DrawRound[],
  extra: ReadonlyMap<string, KnownPlayer>,
): DrawPlayer[] {
  const named = new Set<string>();
  for (const r of rounds) {
    for (const m of r.matches) for (const id of [...m.team_a, ...m.team_b]) named.add(id);
    for (const id of r.sitting_out) named.add(id);
  }
  const gaps = partnerMinusOpponent(rounds, levelOf(model, extra));
  const gap = (id: string): number | null => gaps.get(id) ?? null;
  const out: DrawPlayer[] = [];
  model.ids.forEach((id, i) => {
    if (model.absent[i] === 0 || named.has(id)) {
      out.push({
        user_id: id,
        name: model.names[i],
        level: model.levels[i],
        partner_minus_opponent: gap(id),
      });
    }
  });
  for (const id of [...extra.keys()].sort()) {
    const p = extra.get(id) as KnownPlayer;
    if (named.has(id) && !model.index.has(id)) {
      out.push({ user_id: id, name: p.name, level: p.level, partner_minus_opponent: gap(id) });
    }
  }
  return out.sort((a, b) => (a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0));
}

/**
 * Metrics and warnings of a draw, generated or edited by hand. Players marked absent may appear in
 * rounds (they played before leaving) and do not count for the sit-out fairness.
 */
export function evaluateRounds(
  model: DrawModel,
  rounds: readonly DrawRound[],
  extra: ReadonlyMap<string, KnownPlayer>,
): Evaluation {
  const { n, index, ids } = model;
  const courtNames = new Set(model.courts);
  const name = (id: string): string => {
    const i = index.get(id);
    return (i !== undefined ? model.names[i] : extra.get(id)?.name) || id;
  };
  const level = levelOf(model, extra);
  const warnings: DrawWarning[] = [];
  const warn = (code: DrawWarningCode, round: number | undefined, message: string): void => {
    warnings.push(round === undefined ? { code, message } : { code, message, round });
  };
  const partnered = new Map<string, number[]>();
  const opposed = new Map<string, number>();
  let partnerRepeats = 0;
  let maxOpponents = 0;
  let matches = 0;
  let spreadSum = 0;
  let imbalanceSum = 0;
  const notPlayed = new Int32Array(n);
  const satBefore = new Uint8Array(n);
  let consecutive = 0;

  for (const r of rounds) {
    const at = r.round;
    const say = (code: DrawWarningCode, message: string): void => warn(code, at, `Round ${at}: ${message}`);
    const appearances = new Map<string, number>();
    const team = new Map<string, number>();
    const seenCourts = new Set<string>();
    r.matches.forEach((m, k) => {
      if (!courtNames.has(m.court))
        say('unknown_court', `court "${m.court}" is not one of the event's courts`);
      else if (seenCourts.has(m.court)) say('court_used_twice', `court "${m.court}" has two matches`);
      seenCourts.add(m.court);
      for (const [t, players] of [m.team_a, m.team_b].entries()) {
        for (const id of players) {
          appearances.set(id, (appearances.get(id) ?? 0) + 1);
          team.set(id, 2 * k + t);
        }
      }
    });
    for (const id of r.sitting_out) appearances.set(id, (appearances.get(id) ?? 0) + 1);
    for (const id of [...appearances.keys()].sort()) {
      if ((appearances.get(id) as number) > 1)
        say('player_twice_in_round', `${name(id)} is in the round more than once`);
    }

    const present = new Set(appearances.keys());
    for (let i = 0; i < n; i++) {
      if (isPresent(model, i, at) && !present.has(ids[i])) {
        present.add(ids[i]);
        say('player_missing', `${model.names[i] || ids[i]} is present but neither plays nor sits out`);
      }
    }
    if (present.size < 4)
      say('too_few_players', `only ${present.size} players are present, too few for a match`);
    const expected = Math.min(model.courts.length, Math.floor(present.size / 4));
    if (r.matches.length !== expected) {
      say(
        'court_count',
        `${r.matches.length} courts are used; with ${present.size} players it should be ${expected}`,
      );
    }
    for (const id of [...team.keys()].sort()) {
      const i = index.get(id);
      if (i !== undefined && model.absent[i] === 0 && model.arrives[i] > at) {
        say('player_not_present', `${name(id)} plays but arrives from round ${model.arrives[i]}`);
      }
    }

    for (const m of r.matches) {
      for (const [x, y] of [m.team_a, m.team_b]) {
        const ix = index.get(x);
        const iy = index.get(y);
        const locked = ix !== undefined && iy !== undefined && model.lockedPartner[ix] === iy;
        if (ix !== undefined && iy !== undefined && model.avoid[ix * n + iy] === 1) {
          say('avoid_pair_partnered', `${name(x)} and ${name(y)} partner, but should not`);
        }
        if (locked || x === y) continue;
        const key = pairKey(x, y);
        const before = partnered.get(key) ?? [];
        if (before.length > 0) {
          partnerRepeats++;
          say(
            'partner_repeat',
            `${name(x)} and ${name(y)} partner again (also in round ${before.join(', ')})`,
          );
        }
        partnered.set(key, [...before, at]);
      }
      for (const a of m.team_a) {
        for (const b of m.team_b) {
          if (a === b) continue;
          const key = pairKey(a, b);
          const times = (opposed.get(key) ?? 0) + 1;
          opposed.set(key, times);
          maxOpponents = Math.max(maxOpponents, times);
        }
      }
      const four = [...m.team_a, ...m.team_b].map(level);
      spreadSum += Math.max(...four) - Math.min(...four);
      imbalanceSum += Math.abs(four[0] + four[1] - four[2] - four[3]);
      matches++;
    }

    for (const [a, b] of model.lockedPairs) {
      const [ia, ib] = [ids[a], ids[b]];
      if (!present.has(ia) || !present.has(ib)) continue;
      const ta = team.get(ia);
      const tb = team.get(ib);
      if (ta !== tb) {
        const detail =
          ta !== undefined && tb !== undefined
            ? 'play in different teams'
            : 'do not both play or both sit out';
        say('locked_pair_split', `${name(ia)} and ${name(ib)} are a locked pair but ${detail}`);
      }
    }

    const listed = new Set(r.sitting_out);
    for (let i = 0; i < n; i++) {
      const plays = team.has(ids[i]);
      if (!plays) notPlayed[i]++;
      const sat = !plays && (isPresent(model, i, at) || listed.has(ids[i]));
      if (sat && satBefore[i] === 1 && model.absent[i] === 0) {
        consecutive++;
        say('consecutive_sit_out', `${model.names[i] || ids[i]} sits out rounds ${at - 1} and ${at}`);
      }
      satBefore[i] = sat ? 1 : 0;
    }
  }

  let most = -1;
  let fewest = -1;
  for (let i = 0; i < n; i++) {
    if (model.absent[i] === 1) continue;
    if (most === -1 || notPlayed[i] > notPlayed[most]) most = i;
    if (fewest === -1 || notPlayed[i] < notPlayed[fewest]) fewest = i;
  }
  const sitMax = most === -1 ? 0 : notPlayed[most];
  const sitMin = fewest === -1 ? 0 : notPlayed[fewest];
  if (sitMax - sitMin > 1) {
    warn(
      'sit_out_uneven',
      undefined,
      `Sit-outs are uneven: ${model.names[most] || ids[most]} misses ${sitMax} rounds, ` +
        `${model.names[fewest] || ids[fewest]} ${sitMin}`,
    );
  }
  return {
    metrics: {
      partner_repeats: partnerRepeats,
      max_opponent_meetings: maxOpponents,
      sit_out_min: sitMin,
      sit_out_max: sitMax,
      consecutive_sit_outs: consecutive,
      mean_court_spread: matches === 0 ? 0 : round3(spreadSum / matches),
      mean_team_imbalance: matches === 0 ? 0 : round3(imbalanceSum / matches),
      lower_bounds: drawLowerBounds(rounds),
      partner_opponent_gap: partnerOpponentGap(partnerMinusOpponent(rounds, level)),
    },
    warnings,
  };
}
