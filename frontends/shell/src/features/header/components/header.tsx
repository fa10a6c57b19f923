import { useAuth } from '@courtside/core';
import { ApexHeader } from './apex-header';
import { ClubHeader } from './club-header';
import { HeaderSkeleton } from './header-skeleton';

/** A placeholder while the session loads, the club's header on a club host, else the product's. */
export function Header() {
  const { isLoading, club } = useAuth();
  if (isLoading) return <HeaderSkeleton />;
  return club ? <ClubHeader club={club} /> : <ApexHeader />;
}
