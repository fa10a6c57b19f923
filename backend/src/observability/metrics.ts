import { Global, Injectable, Module } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';

/** Latency buckets (seconds) of the HTTP histogram: from a cached read to the 30 s proxy timeout. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The process's Prometheus metrics (API.md section 11), in a registry of its own (not
 * prom-client's global one, so several apps in one test process do not collide). Served on
 * METRICS_PORT by main.ts (see metrics-server.ts); API tests that build the app in-process
 * record into it without serving it.
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();

  /** Requests by method, route template (`/api/events/:id`, never a raw path) and status. */
  readonly httpRequests = new Counter({
    name: 'courtside_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: 'courtside_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: HTTP_BUCKETS,
    registers: [this.registry],
  });

  /** Mail jobs finished by this process's worker: sent, skipped (no such user) or dropped (expired). */
  readonly mailJobsCompleted = new Counter({
    name: 'courtside_mail_jobs_completed_total',
    help: 'Mail jobs this process finished, by kind and outcome (sent, skipped, dropped)',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  readonly pushSends = new Counter({
    name: 'courtside_push_sends_total',
    help: 'Push messages this process posted to push services, by outcome (sent, gone: the device was removed, failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly mailAttemptsFailed = new Counter({
    name: 'courtside_mail_attempts_failed_total',
    help: 'Failed attempts at sending a mail in this process (each is retried until its window ends)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly mailDeadLettered = new Counter({
    name: 'courtside_mail_dead_lettered_total',
    help: 'Mails this process dead-lettered after their whole retry window (MAIL_RETRY_HOURS) failed',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  private processMetrics = false;

  /** Node's own metrics (CPU, memory, event loop, GC, handles): only in a process that serves them. */
  collectProcessMetrics(): void {
    if (this.processMetrics) return;
    this.processMetrics = true;
    collectDefaultMetrics({ register: this.registry });
  }
}

/** The pg pool behind TypeORM, as much of it as the metrics read. */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options?: { max?: number };
}

/**
 * Gauges of the database pool (node-postgres behind TypeORM): connections open, idle, clients
 * waiting for one, and the pool's maximum. Saturation is (total - idle) / max; waiting clients
 * mean requests queue for a connection.
 */
@Injectable()
export class DatabasePoolMetrics {
  constructor(metrics: Metrics, db: DataSource) {
    const pool = () => (db.driver as unknown as { master?: PgPool }).master;
    const gauge = (name: string, help: string, read: (p: PgPool) => number | undefined) =>
      new Gauge({
        name,
        help,
        registers: [metrics.registry],
        collect() {
          const p = pool();
          const value = p ? read(p) : undefined;
          if (value === undefined) this.reset();
          else this.set(value);
        },
      });
    gauge('courtside_db_pool_connections', 'Connections the database pool holds open', (p) => p.totalCount);
    gauge('courtside_db_pool_idle_connections', 'Open database connections not in use', (p) => p.idleCount);
    gauge(
      'courtside_db_pool_waiting_clients',
      'Queries waiting for a free database connection',
      (p) => p.waitingCount,
    );
    gauge(
      'courtside_db_pool_max_connections',
      'Most connections the database pool opens',
      (p) => p.options?.max,
    );
  }
}

/** Metrics for every process mode: imported once by InfrastructureModule. */
@Global()
@Module({ providers: [Metrics, DatabasePoolMetrics], exports: [Metrics] })
export class MetricsModule {}
