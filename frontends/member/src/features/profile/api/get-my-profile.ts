import { getData, queryKeys, type MyProfile } from '@courtside/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/me/profile: one's own name, phone and whether other members see the name (404 for system staff). */
export const getMyProfile = () => getData<MyProfile>('/api/me/profile');

export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.myProfile, queryFn: getMyProfile });

export function useMyProfile() {
  return useQuery(myProfileQueryOptions());
}
