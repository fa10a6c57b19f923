import type { ClubEvent } from '@courtside/core';
import { useTranslation } from 'react-i18next';

/** '3 / 16 confirmed', with a bar when there is a capacity, and the waitlist if any. */
export function SignupCounts({
  event,
}: {
  event: Pick<ClubEvent, 'signup_count' | 'waitlist_count' | 'capacity'>;
}) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'events' });
  const { signup_count: count, waitlist_count: waitlisted, capacity } = event;
  return (
    <div className="csa-counts">
      <strong>{capacity === null ? t('countsNoLimit', { count }) : t('counts', { count, capacity })}</strong>
      {capacity !== null ? (
        <meter className="csa-meter" min={0} max={capacity} value={count} high={capacity} aria-hidden />
      ) : null}
      {waitlisted > 0 ? (
        <span className="csa-counts__waitlist">{t('waitlisted', { count: waitlisted })}</span>
      ) : null}
    </div>
  );
}
