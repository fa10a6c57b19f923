import type { EventDraw, EventDrawRound } from '@courtside/core';
import { evaluateDraw, type DrawInput, type DrawPair, type DrawRound } from '@courtside/domain';

type Team = 'team_a' | 'team_b';

/** Where a player is in a round: on a court's team, or among those sitting out. */
type Place = { match: number; team: Team; index: number } | { out: number };

function placeOf(round: EventDrawRound, id: string): Place | null {
  for (const [match, m] of round.matches.entries()) {
    for (const team of ['team_a', 'team_b'] as const) {
      const index = m[team].indexOf(id);
      if (index !== -1) return { match, team, index };
    }
  }
  const out = round.sitting_out.indexOf(id);
  return out === -1 ? null : { out };
}

const sameTeam = (a: Place, b: Place) =>
  'match' in a && 'match' in b && a.match === b.match && a.team === b.team;

/**
 * The round with two of its players swapped (each takes the other's place: court, team, or a
 * seat on the bench); null when that changes nothing (partners, two who both sit out, a stranger).
 */
export function swapPlayers(round: EventDrawRound, a: string, b: string): EventDrawRound | null {
  const from = placeOf(round, a);
  const to = placeOf(round, b);
  if (!from || !to || a === b || sameTeam(from, to) || ('out' in from && 'out' in to)) return null;
  const next: EventDrawRound = {
    round: round.round,
    matches: round.matches.map((m) => ({ court: m.court, team_a: [...m.team_a], team_b: [...m.team_b] })),
    sitting_out: [...round.sitting_out],
  };
  const put = (place: Place, id: string) => {
    if ('out' in place) next.sitting_out[place.out] = id;
    else next.matches[place.match][place.team][place.index] = id;
  };
  put(from, b);
  put(to, a);
  return next;
}

/** The pairs whose two players are both among `known`. */
const knownPairs = (pairs: string[][] | undefined, known: Set<string>): DrawPair[] =>
  (pairs ?? []).filter((pair) => pair.every((id) => known.has(id))).map(([a, b]) => [a, b] as const);

/**
 * What the server will answer for edited rounds, computed at once in the browser with the same
 * evaluateDraw (libs/domain): the draw's players, courts and options. The server's answer still
 * replaces it: only it knows sign-ups that changed since the draw was made.
 */
export function evaluateRounds(
  draw: EventDraw,
  rounds: EventDrawRound[],
): Pick<EventDraw, 'metrics' | 'warnings'> | null {
  const known = new Set(draw.players.map((p) => p.user_id));
  const options = draw.options;
  const input: DrawInput = {
    players: draw.players.map((p) => ({ id: p.user_id, name: p.name, level: p.level ?? null })),
    courts: draw.courts,
    rounds: draw.rounds.length,
    mix: options?.mix,
    seed: draw.seed,
    lockedPairs: knownPairs(options?.locked_pairs, known),
    avoidPairs: knownPairs(options?.avoid_pairs, known),
    absent: (options?.absent ?? []).filter((id) => known.has(id)),
    arrivesFromRound: Object.fromEntries(
      Object.entries(options?.arrives_from_round ?? {}).filter(([id]) => known.has(id)),
    ),
  };
  try {
    const { metrics, warnings } = evaluateDraw(
      { rounds: rounds as DrawRound[], seed: draw.seed, algorithm_version: draw.algorithm_version },
      input,
    );
    return { metrics, warnings };
  } catch {
    // A draw this browser cannot evaluate (it should not happen): wait for the server's figures.
    return null;
  }
}

// The clubhouse screens share it with the print view and the board.
export { roundStart } from '@courtside/ui/clubhouse/round-clock';

/** Every player's name by id. */
export const namesOf = (draw: EventDraw) => new Map(draw.players.map((p) => [p.user_id, p.name]));
