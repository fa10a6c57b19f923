import { request } from 'node:https';
import webpush from 'web-push';
import type { VapidDetails } from './vapid-keys';
import type { PushPayload } from './push-content';

/** A push service gets this long, connection to answer; then the attempt fails and is retried. */
export const PUSH_TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a device that is offline. */
const TTL_SECONDS = 12 * 3600;
/** At most this much of an answer is read (only its status matters). */
const ANSWER_MAX = 4096;

export interface Device {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Posts one push message (RFC 8030), encrypted for the device (RFC 8291, aes128gcm) and signed
 * with VAPID (RFC 8292), and answers the push service's status. Node's https with its standard
 * trust store (NODE_EXTRA_CA_CERTS adds to it); a redirect is a status like any other, never
 * followed; the whole exchange is bounded by PUSH_TIMEOUT_MS. Rejects on a network error or
 * timeout.
 */
export function sendPush(device: Device, payload: PushPayload, vapid: VapidDetails): Promise<number> {
  const details = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  return new Promise<number>((resolve, reject) => {
    const req = request(
      details.endpoint,
      {
        method: 'POST',
        headers: details.headers as Record<string, string | number>,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      },
      (res) => {
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_MAX) res.destroy();
        });
        res.on('close', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error) => reject(new Error(`Push service: ${error.message}`)));
    req.end(details.body ?? undefined);
  });
}
