import { EventsView } from '@/features/events/components/events-view';
import { EventSignupAction } from '@/features/signups/components/event-signup-action';
import { SeriesSignupAction } from '@/features/signups/components/series-signup-action';
import { GuestBanner } from '@/lib/guest-banner';
import { MemberPage } from './member-page';

/** '/events' (exposed as ./EventsPage). The sign-up controls come from the sign-ups feature. */
export default function EventsPage() {
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
