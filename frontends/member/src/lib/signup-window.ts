import type { ClubEvent } from '@courtside/core';

/** What a card says about an event's sign-up window (API.md section 13); null: nothing to say. */
export type SignupWindowLabel =
  | { kind: 'opens'; at: string }
  | { kind: 'opensIn'; minutes: number }
  | { kind: 'closesIn'; minutes: number }
  | { kind: 'closed' }
  | null;

/** How close an opening or closing must be for the card to count down to it. */
export const COUNTDOWN_MINUTES = 60;

type WindowEvent = Pick<ClubEvent, 'signup_opens_at' | 'signup_closes_at' | 'end_time'>;

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/;
/** A club wall-clock time as milliseconds on a zone-less clock (for differences only). */
export const millis = (wall: string) => {
  const m = WALL.exec(wall);
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +(m[6] ?? 0)) : NaN;
};
/** Whole minutes from `now` to `then` (club wall clock), rounded up: '1 min' until it is time. */
const minutesUntil = (then: string, now: string) => Math.ceil((millis(then) - millis(now)) / 60_000);

/**
 * The window's state at `now` (the club's wall clock, as clubNow writes it): before the opening,
 * 'Opens Sun 20:00', or a countdown in its last hour; 'Closed' from the closing or the end; a
 * countdown in the last hour before the closing. Opening inclusive, closing exclusive, as the
 * server decides.
 */
export function signupWindowLabel(event: WindowEvent, now: string): SignupWindowLabel {
  const { signup_opens_at: opens, signup_closes_at: closes, end_time: end } = event;
  if ((end && now >= end) || (closes && now >= closes)) return { kind: 'closed' };
  if (opens && now < opens) {
    const minutes = minutesUntil(opens, now);
    return minutes <= COUNTDOWN_MINUTES ? { kind: 'opensIn', minutes } : { kind: 'opens', at: opens };
  }
  if (closes) {
    const minutes = minutesUntil(closes, now);
    if (minutes <= COUNTDOWN_MINUTES) return { kind: 'closesIn', minutes };
  }
  return null;
}

/** Whether a sign-up is refused at `now` by the window (the button follows it). */
export const signupBlocked = (label: SignupWindowLabel) =>
  label !== null && (label.kind === 'opens' || label.kind === 'opensIn' || label.kind === 'closed');

/**
 * Whether the caller's own cancellation at `now` would be late: they hold a confirmed place and
 * the cut-off (start − cancel_cutoff_hours) has come. Waitlisted people are never late.
 */
export function cancellationIsLate(
  event: Pick<ClubEvent, 'cancel_cutoff_at'> & { my_signup?: { status: string } | null },
  now: string,
): boolean {
  return (
    event.my_signup?.status === 'confirmed' &&
    event.cancel_cutoff_at !== null &&
    now >= event.cancel_cutoff_at
  );
}

/** Whether an event has anything for a clock to count towards: a window or a cut-off. */
export const hasWindow = (
  event: Pick<ClubEvent, 'signup_opens_at' | 'signup_closes_at' | 'cancel_cutoff_at'>,
) => event.signup_opens_at !== null || event.signup_closes_at !== null || event.cancel_cutoff_at !== null;
