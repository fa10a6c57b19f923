import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { failFastRedisOptions } from './redis-options';

export const REDIS = Symbol('REDIS');

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown(): Promise<void> {
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
    RedisCloser,
  ],
  exports: [REDIS],
})
export class RedisModule {}
