import { useParams, useSearchParams } from 'react-router';
import { SelfCheckIn } from '@/features/check-in/components/self-check-in';
import { MemberPage } from './member-page';

/** '/events/:id/check-in?code=…' (exposed as ./CheckInPage): self check-in from the clubhouse QR code. */
export default function CheckInPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <MemberPage narrow>
      <SelfCheckIn key={id} eventId={id} code={search.get('code') ?? ''} />
    </MemberPage>
  );
}
