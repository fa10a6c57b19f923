import type { INestApplicationContext } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { QueueBase } from 'bullmq';
import { withTimeout } from './redis-options';

/**
 * Waits (at most `ms`) until every BullMQ queue and worker of `context` has connected. A
 * short-lived process (`jobs:run`) must: BullMQ reports an error nobody can listen to, and the
 * process dies, when a queue is closed while it is still connecting. With Redis down it gives up
 * after `ms`, and the process goes on without it.
 */
export async function queuesConnected(context: INestApplicationContext, ms: number): Promise<void> {
  const queues = context
    .get(DiscoveryService, { strict: false })
    .getProviders()
    .map((wrapper) => wrapper.instance as unknown)
    .filter((instance): instance is QueueBase => instance instanceof QueueBase);
  await Promise.all(
    queues.map((queue) =>
      withTimeout(queue.waitUntilReady(), ms, `Connecting the ${queue.name} queue`).catch(() => undefined),
    ),
  );
}
