import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from '../common/auth/decorators';
import { errorBody } from '../common/errors/error-body';
import { DrainState } from '../common/lifecycle/drain';
import { MailDeadLetters } from '../mail/mail-dead-letters.service';
import { MAIL_FAILING_KEY } from '../mail/mail.constants';
import { REDIS } from '../common/redis/redis.module';
import { withTimeout } from '../common/redis/redis-options';
import { healthStore } from './health.store';

type Status = 'up' | 'down';

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly drain: DrainState,
    private readonly deadLetters: MailDeadLetters,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({
    description:
      'Ready. `mail` is `degraded` while sending fails or dead-lettered mail waits; that makes `status` ' +
      '`degraded` but readiness stays 200 (an SMTP outage must not take every replica out).',
    schema: { example: { status: 'ok', db: 'up', redis: 'up', mail: 'ok', dead_letters: 0 } },
  })
  @ApiServiceUnavailableResponse({
    schema: { example: { status: 'error', db: 'up', redis: 'down', mail: 'unknown' } },
  })
  async health(@Res({ passthrough: true }) res: Response) {
    // Shutting down: out of the load balancer at once, while requests are still served.
    if (this.drain.draining) {
      res.status(503);
      return { ...errorBody(503, 'Shutting down'), status: 'draining' };
    }
    const [db, redis] = await Promise.all([
      this.probe(() => healthStore.ping(this.db.manager)),
      this.probe(() => this.redis.ping()),
    ]);
    if (db === 'up' && redis === 'up') {
      const mail = await this.mailHealth();
      return { status: mail.mail === 'ok' ? 'ok' : 'degraded', db, redis, ...mail };
    }
    const down = [db === 'down' && 'PostgreSQL', redis === 'down' && 'Redis'].filter(Boolean).join(' and ');
    res.status(503);
    return { ...errorBody(503, `${down} unavailable`), status: 'error', db, redis, mail: 'unknown' };
  }

  /** Mail is degraded while a send failed recently (any worker's) or dead letters wait. */
  private async mailHealth(): Promise<{ mail: 'ok' | 'degraded'; dead_letters: number }> {
    try {
      const [failing, deadLetters] = await withTimeout(
        Promise.all([this.redis.exists(MAIL_FAILING_KEY), this.deadLetters.count()]),
        1500,
        'Mail health',
      );
      return { mail: failing || deadLetters ? 'degraded' : 'ok', dead_letters: deadLetters };
    } catch {
      return { mail: 'degraded', dead_letters: -1 };
    }
  }

  /** Liveness: the process answers. Dependencies are for readiness (GET /api/health). */
  @Public()
  @Get('live')
  @ApiOkResponse({ schema: { example: { status: 'ok' } } })
  live() {
    return { status: 'ok' };
  }

  private async probe(check: () => Promise<unknown>): Promise<Status> {
    try {
      await withTimeout(check(), 1500, 'Health probe');
      return 'up';
    } catch {
      return 'down';
    }
  }
}
