import { EventsView } from '@/features/events/components/events-view';
import { EventSignupAction } from '@/features/signups/components/event-signup-action';
import { GuestBanner } from '@/lib/guest-banner';
import { PageContainer } from '@/lib/page-layout';
import { MemberProviders } from './member-providers';

/** '/events' (exposed as ./EventsPage). The sign-up control comes from the sign-ups feature. */
export default function EventsPage() {
  return (
    <MemberProviders>
      <PageContainer>
        <EventsView
          banner={<GuestBanner />}
          renderSignupAction={(event) => <EventSignupAction event={event} />}
        />
      </PageContainer>
    </MemberProviders>
  );
}
