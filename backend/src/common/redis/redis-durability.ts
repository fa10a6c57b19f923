import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { once } from 'node:events';
import type Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { withTimeout } from './redis-options';
import { REDIS } from './redis.module';

/** How long the boot waits for Redis before saying it could not check it. */
const CONNECT_WAIT_MS = 2000;

export interface RedisDurability {
  appendonly: string | null;
  maxmemoryPolicy: string | null;
}

/** What is wrong with a Redis that holds queued mail, in words; empty when nothing is. */
export function durabilityProblems({ appendonly, maxmemoryPolicy }: RedisDurability): string[] {
  const problems: string[] = [];
  if (appendonly !== 'yes')
    problems.push(`appendonly is "${appendonly ?? 'unknown'}": a Redis restart loses every queued mail`);
  if (maxmemoryPolicy !== 'noeviction')
    problems.push(
      `maxmemory-policy is "${maxmemoryPolicy ?? 'unknown'}": under memory pressure Redis may evict queued mail (use noeviction)`,
    );
  return problems;
}

/**
 * Queued mail lives only in Redis. At boot, check that Redis keeps it (AOF on, no eviction):
 * warn loudly otherwise, and in production refuse to start unless REDIS_ACCEPT_DATA_LOSS=true.
 * A managed Redis that forbids CONFIG GET cannot be checked: that is said too.
 */
@Injectable()
export class RedisDurabilityCheck implements OnModuleInit {
  private readonly logger = new Logger('Redis');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /**
   * At module init, which every module finishes before any starts its workers (bootstrap): a
   * process refused here never takes a job.
   */
  async onModuleInit(): Promise<void> {
    let durability: RedisDurability;
    try {
      // The shared client fails fast and keeps no offline queue: wait (bounded) for its connection.
      if (this.redis.status !== 'ready')
        await withTimeout(once(this.redis, 'ready'), CONNECT_WAIT_MS, 'Connecting to Redis');
      const [aof, policy] = await Promise.all([
        this.redis.config('GET', 'appendonly') as Promise<string[]>,
        this.redis.config('GET', 'maxmemory-policy') as Promise<string[]>,
      ]);
      durability = { appendonly: aof[1] ?? null, maxmemoryPolicy: policy[1] ?? null };
    } catch (error) {
      this.logger.warn(
        `Could not read Redis's persistence settings (${(error as Error).message}): make sure it runs with appendonly yes and maxmemory-policy noeviction, or queued mail can be lost`,
      );
      return;
    }
    const problems = durabilityProblems(durability);
    if (problems.length === 0) return;
    const message = `Redis may lose queued mail: ${problems.join('; ')}.`;
    if (this.config.NODE_ENV === 'production' && !this.config.REDIS_ACCEPT_DATA_LOSS) {
      throw new Error(`${message} Fix Redis, or set REDIS_ACCEPT_DATA_LOSS=true to accept the risk.`);
    }
    this.logger.warn(
      `⚠ ${message}${this.config.REDIS_ACCEPT_DATA_LOSS ? ' (accepted: REDIS_ACCEPT_DATA_LOSS=true)' : ''}`,
    );
  }
}
