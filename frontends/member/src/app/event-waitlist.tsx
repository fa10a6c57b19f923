import { useEvent } from '@/features/events/api/get-event';
import { WaitlistPlace } from '@/features/signups/components/waitlist-place';

/**
 * The event page's waitlist part: an offer to answer, the caller's place in line, or a free place
 * to take. It reads the event the page already holds (the same query), so it asks nothing more.
 */
export function EventWaitlist({ eventId }: { eventId: string }) {
  const event = useEvent(eventId).data;
  if (!event?.my_signup || event.status === 'cancelled') return null;
  return <WaitlistPlace signup={event.my_signup} event={event} />;
}
