import { useParams } from 'react-router';
import { YourCourts } from '@/features/draws/components/your-courts';
import { EventDetails } from '@/features/events/components/event-details';
import { WhosComing } from '@/features/participants/components/whos-coming';
import { EventSignupAction } from '@/features/signups/components/event-signup-action';
import { SeriesSignupAction } from '@/features/signups/components/series-signup-action';
import { EventWaitlist } from './event-waitlist';
import { MemberPage } from './member-page';

/**
 * '/events/:id' (exposed as ./EventPage): the event, its sign-up and its series. What other
 * features show about one event (who's coming, the mix-in draw's courts) goes below the details.
 */
export default function EventPage() {
  const { id = '' } = useParams();
  return (
    <MemberPage>
      <EventDetails
        key={id}
        id={id}
        renderSignupAction={(event) => <EventSignupAction event={event} where="event-page" />}
        renderSeriesAction={(event) => <SeriesSignupAction event={event} />}
      />
      <EventWaitlist key={`waitlist-${id}`} eventId={id} />
      <WhosComing key={`coming-${id}`} eventId={id} />
      <YourCourts key={`courts-${id}`} eventId={id} />
    </MemberPage>
  );
}
