import { api, type DisplayLink } from '@courtside/core';
import { useMutation } from '@tanstack/react-query';

/**
 * POST /api/events/:id/display-link: a new read-only link to the clubhouse screen (the one before
 * stops working), valid until 2 hours after the end (API.md section 14, "Kiosk").
 */
export async function createDisplayLink(eventId: string): Promise<DisplayLink> {
  return (
    await api.post<{ data: DisplayLink }>(`/api/events/${encodeURIComponent(eventId)}/display-link`, {})
  ).data;
}

export const useCreateDisplayLink = (eventId: string) =>
  useMutation({ mutationFn: () => createDisplayLink(eventId) });
