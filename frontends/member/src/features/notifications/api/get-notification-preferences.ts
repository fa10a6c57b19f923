import { getData, queryKeys, type NotificationPreferences } from '@courtside/core';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/me/notification-preferences: a switch per kind and the reminder's lead time (404 for system staff). */
export const getNotificationPreferences = () =>
  getData<NotificationPreferences>('/api/me/notification-preferences');

export const notificationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.notificationPreferences, queryFn: getNotificationPreferences });

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions());
}
