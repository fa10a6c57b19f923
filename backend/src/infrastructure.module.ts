import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobsModule } from './common/jobs/job-registry';
import { SettleQueuesBeforeShutdown } from './common/redis/queue-connections';
import { RedisModule } from './common/redis/redis.module';
import { queueRedisOptions } from './common/redis/redis-options';
import { RedisDurabilityCheck } from './common/redis/redis-durability';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { ENTITIES } from './entities';
import { LifecycleModule } from './common/lifecycle/drain';
import { MetricsModule } from './observability/metrics';

/**
 * What every process mode needs: PostgreSQL, Redis, the queues' connection, the drain state,
 * metrics, the registry of time-based jobs.
 */
@Module({
  imports: [
    DiscoveryModule,
    LifecycleModule,
    MetricsModule,
    JobsModule,
    DatabaseModule.forRoot(ENTITIES),
    RedisModule,
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (c: AppConfig) => ({
        connection: queueRedisOptions(c.REDIS_URL),
        prefix: `${c.REDIS_PREFIX}:bull`,
      }),
    }),
  ],
  providers: [RedisDurabilityCheck, SettleQueuesBeforeShutdown],
  exports: [LifecycleModule, MetricsModule, DatabaseModule, RedisModule, BullModule],
})
export class InfrastructureModule {}
