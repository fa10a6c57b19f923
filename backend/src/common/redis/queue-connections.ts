import { Injectable, type BeforeApplicationShutdown, type INestApplicationContext } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { QueueBase } from 'bullmq';
import { withTimeout } from './redis-options';

/** How long a closing process waits for a queue still connecting (Redis down: it gives up). */
const SETTLE_MS = 2000;

/**
 * Waits (at most `ms`) until every BullMQ queue among `discovery`'s providers has connected.
 * BullMQ reports an error nobody can listen to, and the process dies, when a queue is closed
 * while it is still connecting (its version check runs on a connection being closed). With
 * Redis down it gives up after `ms`, and the process goes on without it.
 */
async function settle(discovery: DiscoveryService, ms: number): Promise<void> {
  const queues = discovery
    .getProviders()
    .map((wrapper) => wrapper.instance as unknown)
    .filter((instance): instance is QueueBase => instance instanceof QueueBase);
  await Promise.all(
    queues.map((queue) =>
      withTimeout(queue.waitUntilReady(), ms, `Connecting the ${queue.name} queue`).catch(() => undefined),
    ),
  );
}

/** For a short-lived process (`jobs:run`) that uses its queues straight after boot. */
export function queuesConnected(context: INestApplicationContext, ms: number): Promise<void> {
  return settle(context.get(DiscoveryService, { strict: false }), ms);
}

/**
 * Before the queues close (their onApplicationShutdown), lets any still connecting finish: a
 * process stopped right after it started (a deploy that is rolled back, a test) exits cleanly.
 */
@Injectable()
export class SettleQueuesBeforeShutdown implements BeforeApplicationShutdown {
  constructor(private readonly discovery: DiscoveryService) {}

  beforeApplicationShutdown(): Promise<void> {
    return settle(this.discovery, SETTLE_MS);
  }
}
