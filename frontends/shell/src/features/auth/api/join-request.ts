import { api, useAuth } from '@courtside/core';
import { useMutation } from '@tanstack/react-query';

/** What a person tells the club when they ask to join (API.md section 12). */
export interface JoinRequestBody {
  name: string;
  member_number?: string;
  phone?: string;
  message?: string;
}

/** POST /api/club/join-requests, then the session check again (it carries the request). */
export function useAskToJoin() {
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: (body: JoinRequestBody) => api.post('/api/club/join-requests', body),
    onSuccess: () => refresh(),
  });
}

/** DELETE /api/me/join-request: withdraws the waiting request. */
export function useWithdrawJoinRequest() {
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: () => api.delete('/api/me/join-request'),
    onSuccess: () => refresh(),
  });
}
