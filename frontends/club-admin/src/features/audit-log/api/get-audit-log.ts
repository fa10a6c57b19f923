import {
  api,
  appendPage,
  getData,
  queryKeys,
  walkPages,
  type AuditEntry,
  type AuditLogPage,
  type ClubUser,
  type PagedList,
} from '@courtside/core';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** What the log is narrowed to: '' for "any". */
export interface AuditLogFilter {
  action: string;
  actorId: string;
}

export const NO_FILTER: AuditLogFilter = { action: '', actorId: '' };

/**
 * GET /api/club/audit-log, newest first. Unfiltered and without a cursor the address is exactly
 * the one the shell preloads for this page (libs/domain remote-pages.ts).
 */
export function auditLogPath(filter: AuditLogFilter, cursor: string | null = null): string {
  const query = new URLSearchParams();
  if (filter.action) query.set('action', filter.action);
  if (filter.actorId) query.set('actor_id', filter.actorId);
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `/api/club/audit-log?${text}` : '/api/club/audit-log';
}

const reader = (filter: AuditLogFilter) => (cursor: string | null) =>
  api.get<Partial<AuditLogPage>>(auditLogPath(filter, cursor));

export type AuditLog = PagedList<AuditEntry>;

const auditLogQueryOptions = (filter: AuditLogFilter) =>
  queryOptions({
    queryKey: queryKeys.auditLog.list(filter.action, filter.actorId),
    queryFn: walkPages(reader(filter)),
  });

export const useAuditLog = (filter: AuditLogFilter) => useQuery(auditLogQueryOptions(filter));

/** 'Load more': the next, older page, added to the list on screen. */
export function useMoreAuditLog(filter: AuditLogFilter) {
  const client = useQueryClient();
  const { queryKey } = auditLogQueryOptions(filter);
  return useMutation({
    mutationFn: async (cursor: string) => ({ cursor, page: await reader(filter)(cursor) }),
    onSuccess: ({ cursor, page }) =>
      // A refetch may have replaced the list meanwhile: only the page that follows it is added.
      client.setQueryData<AuditLog>(queryKey, (list) =>
        list && list.next_cursor === cursor ? appendPage(list, page) : list,
      ),
  });
}

/** The club's people, for the "done by" filter (GET /api/club-users, every one of them). */
export const useAuditPeople = () =>
  useQuery({
    queryKey: queryKeys.auditLog.people,
    queryFn: async () => (await getData<ClubUser[] | null>('/api/club-users')) ?? [],
  });
