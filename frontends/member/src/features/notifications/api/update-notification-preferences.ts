import { api, type NotificationPreferences, type NotificationPreferencesChange } from '@courtside/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationPreferencesQueryOptions } from './get-notification-preferences';

/** PUT /api/me/notification-preferences with only what changed; answers every setting as saved (400 names a bad field). */
export async function updateNotificationPreferences(
  change: NotificationPreferencesChange,
): Promise<NotificationPreferences> {
  return (await api.put<{ data: NotificationPreferences }>('/api/me/notification-preferences', change)).data;
}

/** Saves a change; the screen then shows what the server saved, or reads it again after a failure. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = notificationPreferencesQueryOptions();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
