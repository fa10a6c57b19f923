import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getData } from '../api/client';
import { queryKeys } from '../api/query-keys';
import type { NotificationPreferences, PushSubscriptionBody } from '../api/types';

/** Whether this browser can receive push messages at all (service workers and the Push API). */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window
  );
}

/**
 * This browser's push subscription for the club's site, or null: none yet, no service worker
 * registered, or no push support. Never asks the person anything.
 */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export const pushDeviceQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.pushDevice,
    queryFn: async () => (await currentPushSubscription())?.endpoint ?? null,
    // Only this tab changes it, through the mutations below, which refresh it.
    staleTime: Infinity,
  });

/** The endpoint of this browser's push subscription, or null when it has none. */
export function usePushDevice() {
  return useQuery(pushDeviceQueryOptions());
}

/** GET /api/push/public-key: the VAPID key for `pushManager.subscribe({ applicationServerKey })`. */
export async function pushPublicKey(): Promise<string> {
  return (await getData<{ public_key: string }>('/api/push/public-key')).public_key;
}

/**
 * Registers a subscription the browser made (`subscription.toJSON()`) as a device of the person
 * (POST /api/me/push-subscriptions). The first device turns push on for what they get by e-mail,
 * so the settings are read again.
 */
export function useSavePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscription: PushSubscriptionBody) =>
      api.post<{ data: { endpoint: string; first_device: boolean } }>('/api/me/push-subscriptions', {
        endpoint: subscription.endpoint,
        keys: subscription.keys,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.pushDevice });
      void queryClient.invalidateQueries({ queryKey: queryKeys.notificationPreferences });
    },
  });
}

/** Removes a device of the person (DELETE /api/me/push-subscriptions?endpoint=): before logout, or "turn off". */
export function removePushDevice(endpoint: string): Promise<unknown> {
  return api.delete(`/api/me/push-subscriptions?endpoint=${encodeURIComponent(endpoint)}`);
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.pushDevice }),
  });
}

/**
 * The push side of the notification settings: whether this browser has a subscription (only
 * then are push switches shown) and the person's push switch per kind.
 */
export function usePushPreferences() {
  const device = usePushDevice();
  const preferences = useQuery({
    queryKey: queryKeys.notificationPreferences,
    queryFn: () => getData<NotificationPreferences>('/api/me/notification-preferences'),
  });
  return {
    /** This browser's endpoint, or null; undefined while it is being read. */
    endpoint: device.data,
    onThisDevice: !!device.data,
    push: preferences.data?.push,
    isPending: device.isPending || preferences.isPending,
  };
}
