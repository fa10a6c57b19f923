import type { RedisOptions } from 'ioredis';

/**
 * Connection options for request-path Redis clients: no offline queue, one retry, short
 * timeouts, so a Redis outage fails a request at once (503) instead of hanging it.
 */
export function failFastRedisOptions(url: string): RedisOptions {
  return { ...queueRedisOptions(url), maxRetriesPerRequest: 1, commandTimeout: 1500 };
}

/**
 * Options for BullMQ's connections: no offline queue either, but no command timeout, since the
 * worker's blocking commands wait on purpose. The producer bounds its own wait (ENQUEUE_TIMEOUT_MS).
 */
export function queueRedisOptions(url: string): RedisOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    enableOfflineQueue: false,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  };
}

/** Rejects with a dependency error when `work` takes longer than `ms`. */
export async function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`${what} timed out after ${ms} ms`), { code: 'ETIMEDOUT' })),
      ms,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
