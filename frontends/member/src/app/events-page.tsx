import { usePermissions } from '@courtside/core';
import { EventsView } from '@/features/events/components/events-view';
import { useMySubscriptions } from '@/features/signups/api/get-my-subscriptions';
import { EventSignupAction } from '@/features/signups/components/event-signup-action';
import { SeriesSignupAction } from '@/features/signups/components/series-signup-action';
import { GuestBanner } from '@/lib/guest-banner';
import { MemberPage } from './member-page';

/** '/events' (exposed as ./EventsPage). The sign-up controls come from the sign-ups feature. */
export default function EventsPage() {
  const { can } = usePermissions();
  // Asked once for the page, whatever the cards (the page preloads the answer: libs/domain's
  // route table), so a series' 'Sign up for all' or 'Stop' comes with its cards, not after them.
  useMySubscriptions({ enabled: can('signups:self') });
  return (
    <MemberPage>
      <EventsView
        banner={<GuestBanner />}
        renderSignupAction={(event) => (
          <>
            <SeriesSignupAction event={event} />
            <EventSignupAction event={event} />
          </>
        )}
      />
    </MemberPage>
  );
}
