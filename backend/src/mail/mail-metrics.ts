import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { Gauge } from 'prom-client';
import { REDIS } from '../common/redis/redis.module';
import { withTimeout } from '../common/redis/redis-options';
import { Metrics } from '../observability/metrics';
import { MAIL_FAILING_KEY, MAIL_QUEUE } from './mail.constants';

/** A scrape waits at most this long for Redis; a Redis that does not answer leaves the gauges empty. */
const SCRAPE_TIMEOUT_MS = 1000;

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * The mail queue as Prometheus sees it, read from Redis at each scrape (so every process, API or
 * worker, reports the same shared queue): jobs per state, dead letters (the failed set: mail
 * that failed for its whole retry window) and whether sending fails right now.
 */
@Injectable()
export class MailQueueMetrics {
  constructor(metrics: Metrics, @InjectQueue(MAIL_QUEUE) queue: Queue, @Inject(REDIS) redis: Redis) {
    const read = () => withTimeout(queue.getJobCounts(...QUEUE_STATES), SCRAPE_TIMEOUT_MS, 'Queue metrics');
    new Gauge({
      name: 'courtside_queue_jobs',
      help: 'Jobs in a queue by state (waiting, active, delayed, failed); failed mail jobs are dead letters',
      labelNames: ['queue', 'state'] as const,
      registers: [metrics.registry],
      async collect() {
        this.reset();
        const counts = await read().catch(() => null);
        if (!counts) return;
        for (const state of QUEUE_STATES) this.set({ queue: MAIL_QUEUE, state }, counts[state] ?? 0);
      },
    });
    new Gauge({
      name: 'courtside_mail_dead_letters',
      help: 'Dead-lettered mails waiting to be re-driven (mail:redrive or the system console)',
      registers: [metrics.registry],
      async collect() {
        this.reset();
        const failed = await withTimeout(queue.getFailedCount(), SCRAPE_TIMEOUT_MS, 'Queue metrics').catch(
          () => null,
        );
        if (failed !== null) this.set(failed);
      },
    });
    new Gauge({
      name: 'courtside_mail_failing',
      help: '1 while sending mail fails (any worker failed recently and none has sent since), else 0',
      registers: [metrics.registry],
      async collect() {
        this.reset();
        const failing = await withTimeout(
          redis.exists(MAIL_FAILING_KEY),
          SCRAPE_TIMEOUT_MS,
          'Mail metrics',
        ).catch(() => null);
        if (failing !== null) this.set(failing ? 1 : 0);
      },
    });
  }
}
