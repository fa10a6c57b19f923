import type { ClubEvent } from '@courtside/core';
import { TEXT } from '@/texts';

/** '3 / 16 confirmed', with a bar when there is a capacity, and the waitlist if any. */
export function SignupCounts({
  event,
}: {
  event: Pick<ClubEvent, 'signup_count' | 'waitlist_count' | 'capacity'>;
}) {
  const { signup_count: confirmed, waitlist_count: waitlisted, capacity } = event;
  const full = capacity !== null && confirmed >= capacity;
  return (
    <div className="csa-counts">
      <span className="csa-counts__text">{TEXT.events.counts(confirmed, capacity)}</span>
      {capacity !== null ? (
        <span className="csa-meter" aria-hidden>
          <span
            className={full ? 'csa-meter__bar csa-meter__bar--full' : 'csa-meter__bar'}
            style={{ width: `${Math.min(100, Math.round((confirmed / capacity) * 100))}%` }}
          />
        </span>
      ) : null}
      {waitlisted > 0 ? (
        <span className="csa-counts__waitlist">{TEXT.events.waitlisted(waitlisted)}</span>
      ) : null}
    </div>
  );
}
