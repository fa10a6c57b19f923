/** Minutes left (rounded up) at which the time left is announced to screen readers. */
const MILESTONES = [60, 30, 15, 10, 5, 1] as const;

/**
 * The time left as screen readers hear it, as 'less than' this many minutes: whole hours above an
 * hour, then the next milestone up (60, 30, 15, 10, 5, 1 minutes), so an aria-live region speaks a
 * few times, not every second. 0 once the time is up.
 */
export function announcedMinutes(msLeft: number): number {
  if (msLeft <= 0) return 0;
  const minutes = Math.ceil(msLeft / 60_000);
  if (minutes > 60) return Math.ceil(minutes / 60) * 60;
  return MILESTONES.filter((m) => m >= minutes).at(-1) ?? 1;
}

/** The time left in whole hours, minutes and seconds (seconds rounded up, never below zero). */
export function timeLeftParts(msLeft: number): { hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}
