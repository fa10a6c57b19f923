import type { ClubEvent } from '@courtside/core';
import { cancellationIsLate, hasWindow, signupWindowLabel, type SignupWindowLabel } from './signup-window';
import { useClubNow } from './use-club-now';

type WindowedEvent = Pick<
  ClubEvent,
  'signup_opens_at' | 'signup_closes_at' | 'cancel_cutoff_at' | 'end_time' | 'my_signup'
>;

/**
 * An event's sign-up window as it stands now on the club's clock, kept current while it has one:
 * the label to show, and whether the caller's own cancellation would be late.
 */
export function useSignupWindow(event: WindowedEvent): {
  now: string;
  label: SignupWindowLabel;
  late: boolean;
} {
  const now = useClubNow(hasWindow(event));
  return { now, label: signupWindowLabel(event, now), late: cancellationIsLate(event, now) };
}
