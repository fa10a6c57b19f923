import { usePermissions, type ClubEvent } from '@courtside/core';
import { EventsView } from '@/features/events/components/events-view';
import { useMySubscriptions } from '@/features/signups/api/get-my-subscriptions';
import { EventSignupAction } from '@/features/signups/components/event-signup-action';
import { SeriesSignupAction } from '@/features/signups/components/series-signup-action';
import { answered, useAnsweredOnce } from '@/lib/use-answered-once';
import { GuestBanner } from '@/lib/guest-banner';
import { MemberPage } from './member-page';

/** A card's sign-up controls: one function for every render, so the cards are not drawn again. */
const renderSignupAction = (event: ClubEvent) => (
  <>
    <SeriesSignupAction event={event} />
    <EventSignupAction event={event} />
  </>
);

/** '/events' (exposed as ./EventsPage). The sign-up controls come from the sign-ups feature. */
export default function EventsPage() {
  const { can } = usePermissions();
  // Asked once for the page, whatever the cards (the page preloads the answer: libs/domain's
  // route table), and the cards wait for it: a series' 'Sign up for all' or 'Stop' appearing after
  // them would make its card taller and move the cards below (a layout shift). Not for a retry:
  // once its first try failed, the cards show without them.
  const subscriptions = useMySubscriptions({ enabled: can('signups:self') });
  // Once the cards show, for good (a failed answer is asked again by each card that mounts).
  const shown = useAnsweredOnce([subscriptions], (query) => answered(query) || query.failureCount > 0);
  return (
    <MemberPage>
      <EventsView banner={<GuestBanner />} waiting={!shown} renderSignupAction={renderSignupAction} />
    </MemberPage>
  );
}
