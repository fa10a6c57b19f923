import { useParams } from 'react-router';
import { EditEvent } from '@/features/events/components/edit-event';
import { PageContainer } from '@/lib/page-layout';
import { MemberProviders } from './member-providers';

/** '/events/:id/edit' (exposed as ./EditEventPage). */
export default function EditEventPage() {
  const { id = '' } = useParams();
  return (
    <MemberProviders>
      <PageContainer>
        <EditEvent key={id} id={id} />
      </PageContainer>
    </MemberProviders>
  );
}
