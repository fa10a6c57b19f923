import { api } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * DELETE /api/me/membership: the caller leaves the club (API.md section 12). The server ends
 * their sessions here, so nothing cached of the signed-in person is true any more.
 */
export async function leaveClub(): Promise<void> {
  await api.delete<{ data: { id: string } }>('/api/me/membership');
}

export function useLeaveClub() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: leaveClub, onSuccess: () => queryClient.clear() });
}
