import type { DrawRound } from '@courtside/domain';
import type { DrawRepairHintView } from './draw.view';

const byId = (a: { user_id: string }, b: { user_id: string }): number =>
  a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0;

/**
 * Who left or joined since a draw was made: players still scheduled in its last round who are no
 * longer confirmed, and confirmed players it names nowhere who were not marked absent. A player
 * a repair already took out is no longer in the last round, so they drop out of the hint.
 */
export function repairHint(
  rounds: readonly DrawRound[],
  drawPlayers: readonly { user_id: string; name: string }[],
  absent: readonly string[],
  confirmed: readonly { id: string; name: string }[],
): DrawRepairHintView {
  const last = rounds[rounds.length - 1];
  const scheduled = new Set<string>();
  if (last) {
    for (const m of last.matches) for (const id of [...m.team_a, ...m.team_b]) scheduled.add(id);
    for (const id of last.sitting_out) scheduled.add(id);
  }
  const named = new Set<string>();
  for (const r of rounds) {
    for (const m of r.matches) for (const id of [...m.team_a, ...m.team_b]) named.add(id);
    for (const id of r.sitting_out) named.add(id);
  }
  const confirmedIds = new Set(confirmed.map((p) => p.id));
  const absentIds = new Set(absent);
  const left = drawPlayers
    .filter((p) => scheduled.has(p.user_id) && !confirmedIds.has(p.user_id))
    .map((p) => ({ user_id: p.user_id, name: p.name }))
    .sort(byId);
  const joined = confirmed
    .filter((p) => !named.has(p.id) && !absentIds.has(p.id))
    .map((p) => ({ user_id: p.id, name: p.name }))
    .sort(byId);
  return { left, joined };
}
