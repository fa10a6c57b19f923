import type { ClubEvent } from '@courtside/core';
import { millis } from '@/lib/signup-window';

/** From this long before the start no place is offered any more (API.md section 13). */
export const LAST_CALL_MINUTES = 30;

/**
 * Where a waitlisted person stands at `now` (the club's wall clock): waiting in line; a place is
 * free and the first to take it gets it (the open race close to the start, when the event shows
 * fewer places taken than it has); too close to the start for any offer; or the event began
 * without them.
 */
export type WaitlistPhase = 'waiting' | 'placeFree' | 'lastCall' | 'missed';

type PhaseEvent = Pick<ClubEvent, 'start_time'> & Partial<Pick<ClubEvent, 'capacity' | 'signup_count'>>;

export function waitlistPhase(event: PhaseEvent, now: string): WaitlistPhase {
  const minutesToStart = (millis(event.start_time) - millis(now)) / 60_000;
  if (minutesToStart <= 0) return 'missed';
  if (minutesToStart <= LAST_CALL_MINUTES) return 'lastCall';
  const { capacity, signup_count } = event;
  if (capacity != null && signup_count != null && signup_count < capacity) return 'placeFree';
  return 'waiting';
}
