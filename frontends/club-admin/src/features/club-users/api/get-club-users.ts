import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  api,
  getData,
  queryKeys,
  walkPages,
  type ClubUser,
  type ClubUsersPage,
  type PagedList,
  useNextPage,
} from '@courtside/core';
import type { ClubRole } from '@courtside/domain';

/** GET /api/club-users: every user of the club, ordered by email (the sign-up picker, the draw). */
export async function getClubUsers(): Promise<ClubUser[]> {
  return (await getData<ClubUser[] | null>('/api/club-users')) ?? [];
}

export const clubUsersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.clubUsers.all, queryFn: getClubUsers });

export function useClubUsers({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clubUsersQueryOptions(), enabled });
}

/** The orders the list offers (API.md section 12); a leading '-' is descending. */
export const CLUB_USER_SORT_KEYS = [
  'email',
  'name',
  'user_type',
  'level',
  'member_number',
  'last_seen_on',
  'created_at',
] as const;
export type ClubUserSortKey = (typeof CLUB_USER_SORT_KEYS)[number];
export type ClubUserSort = ClubUserSortKey | `-${ClubUserSortKey}`;

export interface ClubUserFilters {
  /** Search text (trimmed; '' is none). */
  q: string;
  userType: ClubRole | '';
  sort: ClubUserSort;
}

export const DEFAULT_CLUB_USER_FILTERS: ClubUserFilters = { q: '', userType: '', sort: 'email' };
export const CLUB_USERS_PAGE_SIZE = 50;

/**
 * A page of the list. The first page of the default list is `/api/club-users?limit=50`, the
 * address the server preloads for the club admin page (libs/domain remote-pages.ts).
 */
export function clubUsersPagePath(filters: ClubUserFilters, cursor: string | null = null): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.userType) params.set('user_type', filters.userType);
  if (filters.sort !== 'email') params.set('sort', filters.sort);
  params.set('limit', String(CLUB_USERS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return `/api/club-users?${params}`;
}

const readPage = (filters: ClubUserFilters) => (cursor: string | null) =>
  api.get<Partial<ClubUsersPage>>(clubUsersPagePath(filters, cursor));

// Under the list's key, so every change of a user (which refreshes queryKeys.clubUsers.all) reads
// the pages on screen again.
const pagesKey = (filters: ClubUserFilters) => [...queryKeys.clubUsers.all, 'pages', filters] as const;

export type ClubUserPages = PagedList<ClubUser>;

export const clubUserPagesQueryOptions = (filters: ClubUserFilters) =>
  queryOptions({ queryKey: pagesKey(filters), queryFn: walkPages(readPage(filters)) });

/** The list as searched, filtered and sorted, as many pages as were loaded. */
export function useClubUserPages(filters: ClubUserFilters) {
  // A new search keeps the rows on screen until its answer comes, instead of flashing skeletons.
  return useQuery({ ...clubUserPagesQueryOptions(filters), placeholderData: (previous) => previous });
}

/** 'Load more': the next page of the same search. */
export const useMoreClubUsers = (filters: ClubUserFilters) =>
  useNextPage(pagesKey(filters), readPage(filters));

/** Who staff may sign up for an event: every type but guests (the server refuses guests). */
const SIGNABLE_TYPES = ['clubsuperadmin', 'clubadmin', 'cluborganiser', 'clubmember'] as const;

/** The sign-up picker's choices: the first page of non-guests matching `q` (by e-mail). */
export function signupCandidatesPath(q: string): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  for (const type of SIGNABLE_TYPES) params.append('user_type', type);
  params.set('limit', String(CLUB_USERS_PAGE_SIZE));
  return `/api/club-users?${params}`;
}

export function useSignupCandidates(q: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...queryKeys.clubUsers.all, 'candidates', q] as const,
    queryFn: async () => (await api.get<Partial<ClubUsersPage>>(signupCandidatesPath(q))).data ?? [],
    enabled,
    placeholderData: (previous) => previous,
  });
}
