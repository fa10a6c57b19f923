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

/**
 * Counts one request against each key in turn (ARGV: limit and window per key) and stops at the
 * first key past its limit, so a refused request never counts against the wider keys after it.
 * Returns the seconds to wait, or 0.
 */
const HIT_SCRIPT = `
for i, key in ipairs(KEYS) do
  local limit = tonumber(ARGV[2 * i - 1])
  local window = tonumber(ARGV[2 * i])
  local count = redis.call('INCR', key)
  if count == 1 then redis.call('EXPIRE', key, window) end
  if count > limit then
    local ttl = redis.call('TTL', key)
    if ttl > 0 then return ttl end
    return window
  end
end
return 0`;

const HOUR_SECONDS = 3600;

/**
 * Login-link rate limits (API.md section 3), counted in Redis so every backend instance shares
 * them. The narrowest key comes first: an outsider who asks for someone's links from their own
 * IP runs out of their own allowance, not the person's, and their refused requests stop there.
 */
@Injectable()
export class LinkRateLimiter {
  private readonly logger = new Logger(LinkRateLimiter.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /**
   * `scope` is the club id or 'system'; `email` the normalised address. Throws 429 with
   * Retry-After past a limit, 503 when Redis cannot count.
   */
  async hit(scope: string, email: string, ip: string): Promise<void> {
    const c = this.config;
    const limits: [key: string, limit: number, window: number][] = [
      [`rl:link:email-ip:${scope}:${ip}:${email}`, c.RATE_LIMIT_LINKS_PER_EMAIL, RATE_LIMIT_WINDOW_SECONDS],
      [`rl:link:ip:${ip}`, c.RATE_LIMIT_LINKS_PER_IP, RATE_LIMIT_WINDOW_SECONDS],
      [`rl:link:email:${scope}:${email}`, c.RATE_LIMIT_LINKS_PER_EMAIL_HOURLY, HOUR_SECONDS],
    ];
    let retryAfter: number;
    try {
      retryAfter = (await this.redis.eval(
        HIT_SCRIPT,
        limits.length,
        ...limits.map(([key]) => key),
        ...limits.flatMap(([, limit, window]) => [limit, window]),
      )) as number;
    } catch (error) {
      this.logger.warn(`Rate limit check failed: ${(error as Error).message}`);
      throw new ServiceUnavailableException(API_ERRORS.mailUnavailable);
    }
    if (retryAfter > 0) {
      throw new HttpException(
        { ...errorBody(429, API_ERRORS.tooManyRequests), retryAfter },
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }
}
