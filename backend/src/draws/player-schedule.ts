import type { DrawRound } from '@courtside/domain';

/** One player's part of one round. */
export interface PlayerRound {
  round: number;
  /** The court they play on; null when they sit out or are not there. */
  court: string | null;
  partner: string | null;
  /** Their two opponents, by id (the order within a team means nothing). */
  opponents: string[];
  /** Listed as sitting out (present, not playing); false when not there at all. */
  sitting_out: boolean;
}

/** What a player does round by round: their court, partner and opponents, or sitting out. */
export function playerSchedule(rounds: readonly DrawRound[], userId: string): PlayerRound[] {
  return rounds.map((r) => {
    for (const m of r.matches) {
      const [mine, theirs] = m.team_a.includes(userId)
        ? [m.team_a, m.team_b]
        : m.team_b.includes(userId)
          ? [m.team_b, m.team_a]
          : [null, null];
      if (mine && theirs) {
        const partner = mine[0] === userId ? mine[1] : mine[0];
        return { round: r.round, court: m.court, partner, opponents: [...theirs].sort(), sitting_out: false };
      }
    }
    return {
      round: r.round,
      court: null,
      partner: null,
      opponents: [],
      sitting_out: r.sitting_out.includes(userId),
    };
  });
}

/** Everyone a draw's rounds name, playing or sitting out. */
export function namedPlayers(rounds: readonly DrawRound[]): Set<string> {
  const named = new Set<string>();
  for (const r of rounds) {
    for (const m of r.matches) for (const id of [...m.team_a, ...m.team_b]) named.add(id);
    for (const id of r.sitting_out) named.add(id);
  }
  return named;
}

/**
 * The players whose part of the draw changed between two versions: a court, a partner, an
 * opponent, sitting out or not, in any round; anyone who appears in only one of the two too.
 * Sorted by id.
 */
export function changedPlayers(before: readonly DrawRound[], after: readonly DrawRound[]): string[] {
  const everyone = new Set([...namedPlayers(before), ...namedPlayers(after)]);
  return [...everyone]
    .filter((id) => JSON.stringify(playerSchedule(before, id)) !== JSON.stringify(playerSchedule(after, id)))
    .sort();
}
