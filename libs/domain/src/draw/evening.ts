/**
 * The draw on the evening (API.md section 14): which round is next, counted from the event's
 * start in the draw's round length. Times are minutes since the start (negative before it).
 */

/** Minutes after the start at which round `round` (1-based) begins. */
export function roundStartMinute(round: number, roundMinutes: number): number {
  return (round - 1) * roundMinutes;
}

/**
 * "The next round": the first round that starts after `now` (minutes since the start), round 1
 * before the start; null when rounds have no length, so no round can be placed in time. It may be
 * past the draw's last round (the evening's last round has begun).
 */
export function nextRoundAfter(now: number, roundMinutes: number | null): number | null {
  if (!roundMinutes || roundMinutes <= 0 || !Number.isFinite(now)) return null;
  if (now < 0) return 1;
  return Math.floor(now / roundMinutes) + 2;
}

/** A check-in at `checkedIn` (minutes since the start) is late for a player whose first round is `firstRound`. */
export function checkedInLate(checkedIn: number, firstRound: number, roundMinutes: number | null): boolean {
  if (!roundMinutes || roundMinutes <= 0) return false;
  return checkedIn > roundStartMinute(firstRound, roundMinutes);
}

/** The label of a player the club has no name for, in draws, print and the clubhouse view. */
export const unnamedPlayerLabel = (n: number): string => `Player ${n}`;
