import { CreateEvent } from '@/features/events/components/create-event';
import { MemberPage } from './member-page';

/** '/events/create' (exposed as ./CreateEventPage). */
export default function CreateEventPage() {
  return (
    <MemberPage narrow>
      <CreateEvent />
    </MemberPage>
  );
}
