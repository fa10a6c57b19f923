import { api } from '@courtside/core';
import { useMutation } from '@tanstack/react-query';

/** POST /api/events/:id/check-in `{ code }`: the caller checks themself in (API.md section 14). */
export async function checkIn({ eventId, code }: { eventId: string; code: string }): Promise<void> {
  await api.post(`/api/events/${encodeURIComponent(eventId)}/check-in`, { code });
}

export function useCheckIn() {
  return useMutation({ mutationFn: checkIn });
}
