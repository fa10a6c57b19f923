import { api, ApiError, queryKeys, useRefreshingMutation, type InvitationResult } from '@courtside/core';
import { INVITATION_LIMITS } from '@courtside/domain';

/**
 * POST /api/club-users/invitations, `batchMax` people a call (the server's limit), one call after
 * another; the answers add up. A single person invited within the hour is a 429 (ApiError with
 * `retryAfter`), which a selection of one can meet.
 */
export async function sendInvitations(userIds: readonly string[]): Promise<InvitationResult> {
  const total: InvitationResult = { sent: 0, skipped: [] };
  for (let from = 0; from < userIds.length; from += INVITATION_LIMITS.batchMax) {
    const user_ids = userIds.slice(from, from + INVITATION_LIMITS.batchMax);
    try {
      const { data } = await api.post<{ data: InvitationResult }>('/api/club-users/invitations', {
        user_ids,
      });
      total.sent += data.sent;
      total.skipped.push(...data.skipped);
    } catch (error) {
      // A last call of one person invited within the hour is a 429 where a batch would skip them;
      // in a larger selection it is one more skipped, so the others' answer is not lost.
      if (!(userIds.length > 1 && error instanceof ApiError && error.status === 429)) throw error;
      total.skipped.push(...user_ids.map((user_id) => ({ user_id, reason: 'invited_recently' as const })));
    }
  }
  return total;
}

/** `invited_at` changes in the list, and the getting-started checklist's invite step with it. */
export const useSendInvitations = () =>
  useRefreshingMutation(sendInvitations, [queryKeys.clubUsers.all, queryKeys.clubSettings]);
