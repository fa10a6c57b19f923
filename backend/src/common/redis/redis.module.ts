import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  OnApplicationShutdown,
  OnModuleInit,
} from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { failFastRedisOptions } from './redis-options';

export const REDIS = Symbol('REDIS');

/** How long the boot waits for the first Redis connection; the app still starts without one. */
const READY_WAIT_MS = 2000;

@Injectable()
class RedisLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Redis');
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** The client has no offline queue, so commands sent before the first connection would fail. */
  async onModuleInit(): Promise<void> {
    if (this.redis.status === 'ready') return;
    const ready = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), READY_WAIT_MS);
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!ready) this.logger.warn('Redis is not reachable yet: login links answer 503 until it is');
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}

/** One shared fail-fast Redis client for rate limits and health checks. */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const logger = new Logger('Redis');
        const client = new Redis({
          ...failFastRedisOptions(config.REDIS_URL),
          keyPrefix: `${config.REDIS_PREFIX}:`,
        });
        let lastLogged = 0;
        client.on('error', (error) => {
          // Logged at most every 30 s: an outage must not flood the log.
          if (Date.now() - lastLogged > 30_000) {
            lastLogged = Date.now();
            logger.warn(`Redis unavailable: ${error.message}`);
          }
        });
        return client;
      },
    },
    RedisLifecycle,
  ],
  exports: [REDIS],
})
export class RedisModule {}
