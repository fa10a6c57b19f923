import { CreateEvent } from '@/features/events/components/create-event';
import { PageContainer } from '@/lib/page-layout';
import { MemberProviders } from './member-providers';

/** '/events/create' (exposed as ./CreateEventPage). */
export default function CreateEventPage() {
  return (
    <MemberProviders>
      <PageContainer>
        <CreateEvent />
      </PageContainer>
    </MemberProviders>
  );
}
