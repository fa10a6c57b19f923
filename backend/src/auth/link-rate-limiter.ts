import {
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { API_ERRORS, RATE_LIMIT_WINDOW_SECONDS } from '@courtside/domain';
import type Redis from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { REDIS } from '../common/redis/redis.module';
import { errorBody } from '../common/errors/error-body';

// Counts one request against every key; returns, per key, the count and the seconds left in its window.
const HIT_SCRIPT = `
local out = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('EXPIRE', key, ARGV[1]) end
  out[#out + 1] = count
  out[#out + 1] = redis.call('TTL', key)
end
return out`;

/** Login-link rate limits, counted in Redis so every backend instance shares them. */
@Injectable()
export class LinkRateLimiter {
  private readonly logger = new Logger(LinkRateLimiter.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Throws 429 with Retry-After past a limit, 503 when Redis cannot count. */
  async hit(scope: string, email: string, ip: string): Promise<void> {
    const limits = [
      { key: `rl:link:email:${scope}:${email}`, limit: this.config.RATE_LIMIT_LINKS_PER_EMAIL },
      { key: `rl:link:ip:${ip}`, limit: this.config.RATE_LIMIT_LINKS_PER_IP },
    ];
    let result: number[];
    try {
      result = (await this.redis.eval(
        HIT_SCRIPT,
        limits.length,
        ...limits.map((l) => l.key),
        RATE_LIMIT_WINDOW_SECONDS,
      )) as number[];
    } catch (error) {
      this.logger.warn(`Rate limit check failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException(API_ERRORS.mailUnavailable);
    }
    let retryAfter = 0;
    limits.forEach((limit, i) => {
      const count = result[2 * i];
      const ttl = result[2 * i + 1];
      if (count > limit.limit) retryAfter = Math.max(retryAfter, ttl > 0 ? ttl : RATE_LIMIT_WINDOW_SECONDS);
    });
    if (retryAfter > 0) {
      throw new HttpException(
        { ...errorBody(429, API_ERRORS.tooManyRequests), retryAfter },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }
}
