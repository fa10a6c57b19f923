import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { queueRedisOptions } from '../redis/redis-options';
import { AUDIT_QUEUE, AuditRetentionJob } from './audit-retention.job';
import { AdminAuditLogController, AuditLogController } from './audit-log.controller';
import { AuditLogService } from './audit-log.service';

/** The retention job of the audit log: what a `--worker` process needs of it. No controllers. */
@Module({
  imports: [
    BullModule.registerQueueAsync({
      name: AUDIT_QUEUE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: queueRedisOptions(config.REDIS_URL),
        prefix: `${config.REDIS_PREFIX}:bull`,
      }),
    }),
  ],
  providers: [AuditRetentionJob],
})
export class AuditRetentionModule {}

/**
 * Reading the audit log (its staff's route and the console's) and its retention. Writing needs no
 * module: features call recordAudit with their transaction.
 */
@Module({
  imports: [AuditRetentionModule],
  controllers: [AuditLogController, AdminAuditLogController],
  providers: [AuditLogService],
})
export class AuditModule {}
