/**
 * Waitlist offers (API.md section 13 and its decisions): under `offer`, a freed place is offered
 * to the next waitlisted person, who accepts or declines it within a window; under `auto` (the
 * default) the next person is confirmed at once.
 */
export const WAITLIST_MODES = ['auto', 'offer'] as const;
export type WaitlistMode = (typeof WAITLIST_MODES)[number];

export function isWaitlistMode(value: unknown): value is WaitlistMode {
  return typeof value === 'string' && (WAITLIST_MODES as readonly string[]).includes(value);
}

export const WAITLIST_OFFER_LIMITS = {
  /** `offer_open_hours`: within this many hours of the start, the first to accept gets a free place. */
  openHoursMin: 0,
  openHoursMax: 48,
  openHoursDefault: 2,
  /** From this many minutes before the start, no offers at all, and none runs past it. */
  closeMinutesBeforeStart: 30,
} as const;

/** `quiet_hours`: `HH:mm-HH:mm` in the club's time, or null (off). */
export const QUIET_HOURS_PATTERN = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;
export const DEFAULT_QUIET_HOURS = '22:00-08:00';

export function isQuietHours(value: unknown): value is string {
  if (typeof value !== 'string' || !QUIET_HOURS_PATTERN.test(value)) return false;
  const [from, to] = value.split('-');
  return from !== to;
}

/**
 * How long an offer may be answered, by the time left before the start when it is sent: 24 hours
 * when 48 hours or more, 2 hours when 6-48, 30 minutes when less (never past start − 30 min).
 */
export function offerWindowMs(msToStart: number): number {
  const hour = 3_600_000;
  if (msToStart >= 48 * hour) return 24 * hour;
  if (msToStart >= 6 * hour) return 2 * hour;
  return 30 * 60_000;
}
