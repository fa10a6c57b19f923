import {
  api,
  getData,
  queryKeys,
  useRefreshingMutation,
  type AttendanceItem,
  type CheckInCode,
} from '@courtside/core';
import { useQuery } from '@tanstack/react-query';

/** GET /api/events/:id/attendance: every confirmed player with what is recorded (API.md section 14). */
export function useAttendance(eventId: string) {
  return useQuery({
    queryKey: queryKeys.attendance(eventId),
    queryFn: async () =>
      (await getData<AttendanceItem[] | null>(`/api/events/${encodeURIComponent(eventId)}/attendance`)) ?? [],
  });
}

/** POST /api/events/:id/attendance: present or absent; someone not signed up walks in. */
export async function markAttendance(input: {
  eventId: string;
  userId: string;
  status: 'present' | 'absent';
}): Promise<AttendanceItem> {
  return (
    await api.post<{ data: AttendanceItem }>(`/api/events/${encodeURIComponent(input.eventId)}/attendance`, {
      user_id: input.userId,
      status: input.status,
    })
  ).data;
}

/** A walk-in joins the sign-ups too: both lists refresh. */
export const useMarkAttendance = () =>
  useRefreshingMutation(markAttendance, [['attendance'], queryKeys.signups.all, queryKeys.events.all]);

/**
 * GET /api/events/:id/check-in-code: the self check-in code and its page's URL, for the QR code
 * on the clubhouse screen. The code changes only when staff ask for a new one.
 */
export function useCheckInCode(eventId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    // Under the event's attendance key: whatever refreshes the attendance refreshes it too.
    queryKey: [...queryKeys.attendance(eventId), 'check-in-code'],
    queryFn: () => getData<CheckInCode>(`/api/events/${encodeURIComponent(eventId)}/check-in-code`),
    enabled,
  });
}
