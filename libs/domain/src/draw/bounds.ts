import type { DrawRound } from './types';

/**
 * What no draw can beat, levels aside (API.md section 14, DRAW-LIMITS.md): a draw's metrics are
 * compared against these to show the organiser "ours / best possible".
 */
export interface DrawLowerBounds {
  /** Repeated partners: 0 while every player plays at most players - 1 games. */
  partner_repeats: number;
  /** Most times two players face each other: at least ceil(2g / (players - 1)). */
  max_opponent_meetings: number;
  /** Most minus fewest sit-outs: 0 only when (players - 4 courts) x rounds is a multiple of players. */
  sit_out_spread: number;
}

/** Per player: mean partner level minus mean opponent level over the evening. */
export interface PartnerOpponentGap {
  /** Mean of |partner - opponent| over the players who played. */
  mean_abs: number;
  /** Largest |partner - opponent| of any player. */
  max: number;
}

const round3 = (x: number): number => Math.round(x * 1000) / 1000;

/**
 * The lower bounds of an evening of `players` present every round, `courts` courts used per round
 * and `rounds` rounds. g, the most games any player plays, is rounds minus the fewest sit-outs,
 * floor(S R / N) with S = players - 4 courts sitting out per round.
 */
export function lowerBounds(players: number, courts: number, rounds: number): DrawLowerBounds {
  if (!Number.isInteger(players) || !Number.isInteger(courts) || !Number.isInteger(rounds)) {
    throw new RangeError('players, courts and rounds must be whole numbers');
  }
  if (players < 4 * courts || courts < 0 || rounds < 0) {
    throw new RangeError('courts x 4 must not exceed players, and neither may be negative');
  }
  if (courts === 0 || rounds === 0)
    return { partner_repeats: 0, max_opponent_meetings: 0, sit_out_spread: 0 };
  const sitting = players - 4 * courts;
  const g = mostGames(players, courts, rounds);
  return {
    partner_repeats: Math.max(0, g - (players - 1)),
    max_opponent_meetings: Math.ceil((2 * g) / (players - 1)),
    sit_out_spread: (sitting * rounds) % players === 0 ? 0 : 1,
  };
}

/** The most games any player plays when sit-outs are spread as evenly as they can be. */
export function mostGames(players: number, courts: number, rounds: number): number {
  const sitting = players - 4 * courts;
  return rounds - Math.floor((sitting * rounds) / players);
}

/**
 * The lower bounds of a draw, computed on the courts actually used per round; null when the rounds
 * differ in size (absences or late arrivals), where these simple bounds do not hold.
 */
export function drawLowerBounds(rounds: readonly DrawRound[]): DrawLowerBounds | null {
  if (rounds.length === 0) return null;
  const size = (r: DrawRound): [number, number] => [
    4 * r.matches.length + r.sitting_out.length,
    r.matches.length,
  ];
  const [players, courts] = size(rounds[0]);
  for (const r of rounds) {
    const [p, c] = size(r);
    if (p !== players || c !== courts) return null;
  }
  if (players < 4 * courts || (courts > 0 && players < 2)) return null;
  return lowerBounds(players, courts, rounds.length);
}

/**
 * For every player who played, the mean level of their partners minus the mean level of their
 * opponents over the draw (Melkonian 2021); `level` gives a player's internal level (players without
 * one at the club's median). Close to 0 means nobody was carried or outgunned all evening.
 */
export function partnerMinusOpponent(
  rounds: readonly DrawRound[],
  level: (id: string) => number,
): Map<string, number> {
  const sums = new Map<string, { partner: number; partners: number; opponent: number; opponents: number }>();
  const at = (id: string) => {
    let s = sums.get(id);
    if (s === undefined) {
      s = { partner: 0, partners: 0, opponent: 0, opponents: 0 };
      sums.set(id, s);
    }
    return s;
  };
  for (const r of rounds) {
    for (const m of r.matches) {
      for (const [team, other] of [
        [m.team_a, m.team_b],
        [m.team_b, m.team_a],
      ]) {
        for (const [k, id] of team.entries()) {
          const s = at(id);
          s.partner += level(team[1 - k]);
          s.partners++;
          for (const o of other) {
            s.opponent += level(o);
            s.opponents++;
          }
        }
      }
    }
  }
  const out = new Map<string, number>();
  for (const id of [...sums.keys()].sort()) {
    const s = sums.get(id) as { partner: number; partners: number; opponent: number; opponents: number };
    out.set(id, round3(s.partner / s.partners - s.opponent / s.opponents));
  }
  return out;
}

/** Mean and largest absolute partner-minus-opponent gap of the players who played. */
export function partnerOpponentGap(gaps: ReadonlyMap<string, number>): PartnerOpponentGap {
  let sum = 0;
  let max = 0;
  for (const gap of gaps.values()) {
    sum += Math.abs(gap);
    max = Math.max(max, Math.abs(gap));
  }
  return { mean_abs: gaps.size === 0 ? 0 : round3(sum / gaps.size), max: round3(max) };
}
