import { api, ApiError, pushPublicKey, removePushDevice } from '@courtside/core';

/**
 * Push on this device (API.md section 15): the browser's subscription, made with the server's
 * VAPID key and handed to the server, or taken back. The service worker (frontends/shell/sw/sw.ts)
 * shows the messages, and deletes this device's subscription on logout before the session ends.
 */
export const PUSH_SUBSCRIPTIONS_PATH = '/api/me/push-subscriptions';

/** What this browser can do: push, nothing (iOS Safari outside the home-screen app), or nothing at all. */
export type PushSupport = 'supported' | 'install-first' | 'unsupported';

export function pushSupport(): PushSupport {
  if (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  )
    return 'supported';
  return /iP(hone|ad|od)/.test(navigator.userAgent) ? 'install-first' : 'unsupported';
}

/** The service worker's registration, registering it if the page has not yet (it registers after load). */
async function registration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (!existing) await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** This device's subscription, or null; null also when there is no service worker yet. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ? existing.pushManager.getSubscription() : null;
}

/** A VAPID key as the browser takes it: URL-safe base64 to bytes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/**
 * Turns push on for this device. The permission is asked here, on the person's tap, never on
 * page load; 'denied' and 'default' (closed without answering) are answers, not errors.
 */
export async function subscribeThisDevice(): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const [worker, key] = await Promise.all([registration(), pushPublicKey()]);
  const subscription =
    (await worker.pushManager.getSubscription()) ??
    (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) }));
  const { endpoint, keys } = subscription.toJSON();
  try {
    await api.post(PUSH_SUBSCRIPTIONS_PATH, { endpoint, keys: { p256dh: keys?.p256dh, auth: keys?.auth } });
  } catch (error) {
    // The server did not take it (too many devices, say): the browser's half goes too.
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return permission;
}

/** Turns push off for this device: the server forgets it first, then the browser. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await removePushDevice(subscription.endpoint);
  } catch (error) {
    // Already gone on the server (removed after a failed delivery): only the browser's half is left.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}
