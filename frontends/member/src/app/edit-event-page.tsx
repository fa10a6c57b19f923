import { useParams } from 'react-router';
import { EditEvent } from '@/features/events/components/edit-event';
import { MemberPage } from './member-page';

/** '/events/:id/edit' (exposed as ./EditEventPage). */
export default function EditEventPage() {
  const { id = '' } = useParams();
  return (
    <MemberPage narrow>
      <EditEvent key={id} id={id} />
    </MemberPage>
  );
}
