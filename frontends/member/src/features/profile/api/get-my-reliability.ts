import { getData, queryKeys, type Reliability } from '@courtside/core';
import { useQuery } from '@tanstack/react-query';

/** GET /api/me/reliability: one's own figures at this club over the last 90 days (API.md section 14). */
export function useMyReliability() {
  return useQuery({
    queryKey: queryKeys.myReliability,
    queryFn: () => getData<Reliability>('/api/me/reliability'),
  });
}
