import { getData, queryKeys, type ClubListItem } from '@courtside/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/clubs: the publicly listed clubs, for the club picker on the apex host. */
export const getClubs = () => getData<ClubListItem[]>('/api/clubs');

export const clubsQueryOptions = () => queryOptions({ queryKey: queryKeys.clubs, queryFn: getClubs });

export const useClubs = () => useQuery(clubsQueryOptions());
