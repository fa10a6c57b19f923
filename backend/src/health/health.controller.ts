import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from '../common/auth/decorators';
import { errorBody } from '../common/errors/error-body';
import { REDIS } from '../common/redis/redis.module';
import { withTimeout } from '../common/redis/redis-options';

type Status = 'up' | 'down';

@ApiTags('operations')
@Controller('health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({ schema: { example: { status: 'ok', db: 'up', redis: 'up' } } })
  @ApiServiceUnavailableResponse({ schema: { example: { status: 'error', db: 'up', redis: 'down' } } })
  async health(@Res({ passthrough: true }) res: Response) {
    const [db, redis] = await Promise.all([
      this.probe(() => this.db.query('SELECT 1')),
      this.probe(() => this.redis.ping()),
    ]);
    if (db === 'up' && redis === 'up') return { status: 'ok', db, redis };
    const down = [db === 'down' && 'PostgreSQL', redis === 'down' && 'Redis'].filter(Boolean).join(' and ');
    res.status(503);
    return { ...errorBody(503, `${down} unavailable`), status: 'error', db, redis };
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
