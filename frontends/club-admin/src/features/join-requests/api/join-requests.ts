import { api, getData, type JoinRequest } from '@courtside/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export type JoinRequestStatus = JoinRequest['status'];

/**
 * The key of a status's list. ['join-requests', 'pending'] is also the shell's, for the count
 * beside Club Admin in the header: a decision refreshes both.
 */
const listKey = (status: JoinRequestStatus) => ['join-requests', status] as const;

/** GET /api/club/join-requests?status=: pending oldest first, decided newest first. */
export const useJoinRequests = (status: JoinRequestStatus, enabled = true) =>
  useQuery({
    queryKey: listKey(status),
    enabled,
    queryFn: async () =>
      (await getData<JoinRequest[] | null>(
        status === 'pending' ? '/api/club/join-requests' : `/api/club/join-requests?status=${status}`,
      )) ?? [],
  });

export type Decision =
  | { id: string; action: 'approve'; user_type: 'clubmember' | 'clubguest' }
  | { id: string; action: 'decline'; reason: string };

/** Approve (as member or guest) or decline (with an optional reason) one request. */
export function useDecideJoinRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      decision.action === 'approve'
        ? api.post(`/api/club/join-requests/${decision.id}/approve`, { user_type: decision.user_type })
        : api.post(
            `/api/club/join-requests/${decision.id}/decline`,
            decision.reason.trim() ? { reason: decision.reason.trim() } : {},
          ),
    // The lists, the header's count, and the club's users (an approval adds one).
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['join-requests'] }),
        client.invalidateQueries({ queryKey: ['club-users'] }),
      ]),
  });
}
