import { checkedInLate, nextRoundAfter, type DrawRound } from '@courtside/domain';
import type { StoredDraw } from './draw-store';
import type { DrawRepairHintView } from './draw.view';

const byId = (a: { user_id: string }, b: { user_id: string }): number =>
  a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0;

/** The event's attendance as the draw reads it: minutes since the start on the club's clock. */
export interface Evening {
  /** Now, in minutes since the start (negative before it). */
  now: number;
  /** Present and absent records of people still known (checked in at `minutes`). */
  attendance: { user_id: string; status: 'present' | 'absent'; minutes: number }[];
}

/** Nobody checked in yet, and the evening not begun: what a draw reads without attendance. */
export const NO_EVENING: Evening = { now: Number.NEGATIVE_INFINITY, attendance: [] };

/** A stale draw's hint, and whether attendance alone makes it stale. */
export interface EveningHint {
  hint: DrawRepairHintView;
  /**
   * Check-ins the draw does not reflect: a drawn player marked absent and still scheduled, a
   * player checked in present whom the draw does not have, a drawn player who came late. The
   * sign-ups' fingerprint cannot see these, so they make the draw stale on their own.
   */
  fromAttendance: boolean;
}

type HintDraw = Pick<StoredDraw, 'absent' | 'arrives_from_round' | 'round_minutes'> & {
  result: { rounds: readonly DrawRound[]; players: readonly { user_id: string; name: string }[] };
};

function idsOf(round: DrawRound): string[] {
  return [...round.matches.flatMap((m) => [...m.team_a, ...m.team_b]), ...round.sitting_out];
}

/**
 * Who left or joined since a draw was made or last repaired (API.md section 14), computed when
 * read, so it always matches the sign-ups and attendance as they are:
 * - left: players still scheduled in its last round who are no longer confirmed or whom staff
 *   marked absent. A player a repair already took out is no longer in the last round, so they
 *   drop out of the hint.
 * - joined: confirmed players it names nowhere who are not absent (by attendance, or in the
 *   draw's own settings unless they came after all), from `arrives_from_round`: the next round
 *   after now when the rounds have a length and the evening has begun (round 1 before), else
 *   null (a repair adds them from its `from_round`). Once the last round has begun nobody can
 *   join any more, so nobody is listed.
 * - joined too: drawn players who checked in after their first round began (the draw's arrival
 *   round for them, else the first round naming them), from the next round.
 * A player checked in before their first round needs nothing: the draw stands.
 */
export function repairHint(
  draw: HintDraw,
  confirmed: readonly { id: string; name: string }[],
  evening: Evening,
): EveningHint {
  const rounds = draw.result.rounds;
  const last = rounds[rounds.length - 1];
  const scheduled = new Set(last ? idsOf(last) : []);
  const firstNamed = new Map<string, number>();
  for (const r of rounds) for (const id of idsOf(r)) if (!firstNamed.has(id)) firstNamed.set(id, r.round);
  const confirmedIds = new Set(confirmed.map((p) => p.id));
  const markedAbsent = new Set<string>();
  const checkedIn = new Map<string, number>();
  for (const a of evening.attendance) {
    if (a.status === 'absent') markedAbsent.add(a.user_id);
    else checkedIn.set(a.user_id, a.minutes);
  }
  const settingsAbsent = new Set(draw.absent);
  const next = nextRoundAfter(evening.now, draw.round_minutes);
  const open = next === null || next <= rounds.length;
  let fromAttendance = false;

  const left = draw.result.players
    .filter((p) => {
      if (!scheduled.has(p.user_id)) return false;
      if (!confirmedIds.has(p.user_id)) return true;
      if (!markedAbsent.has(p.user_id)) return false;
      fromAttendance = true;
      return true;
    })
    .map((p) => ({ user_id: p.user_id, name: p.name }))
    .sort(byId);

  const joined: DrawRepairHintView['joined'] = [];
  if (open) {
    for (const p of confirmed) {
      if (markedAbsent.has(p.id)) continue;
      const present = checkedIn.get(p.id);
      const first = firstNamed.get(p.id);
      if (first === undefined) {
        // Left out when the draw was made, unless they came after all.
        if (settingsAbsent.has(p.id) && present === undefined) continue;
        if (present !== undefined) fromAttendance = true;
        joined.push({ user_id: p.id, name: p.name, arrives_from_round: next });
      } else if (
        present !== undefined &&
        next !== null &&
        !settingsAbsent.has(p.id) &&
        scheduled.has(p.id) &&
        checkedInLate(present, draw.arrives_from_round[p.id] ?? first, draw.round_minutes)
      ) {
        fromAttendance = true;
        joined.push({ user_id: p.id, name: p.name, arrives_from_round: next });
      }
    }
  }
  // The draw's names for its players, the sign-ups' for the rest.
  const drawName = new Map(draw.result.players.map((p) => [p.user_id, p.name]));
  for (const j of joined) j.name = drawName.get(j.user_id) ?? j.name;
  return { hint: { left, joined: joined.sort(byId) }, fromAttendance };
}
