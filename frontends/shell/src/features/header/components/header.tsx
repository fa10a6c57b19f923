import { useAuth } from '@courtside/core';
import { lazy, Suspense } from 'react';
import { ClubHeader } from './club-header';
import { HeaderSkeleton } from './header-skeleton';

// The apex host (the club picker, the system console) is the rarer door: its header loads there.
const ApexHeader = lazy(() => import('./apex-header').then((m) => ({ default: m.ApexHeader })));

/** A placeholder while the session loads, the club's header on a club host, else the product's. */
export function Header() {
  const { isLoading, club } = useAuth();
  if (isLoading) return <HeaderSkeleton />;
  if (club) return <ClubHeader club={club} />;
  return (
    <Suspense fallback={<HeaderSkeleton />}>
      <ApexHeader />
    </Suspense>
  );
}
