import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { queueRedisOptions } from '../common/redis/redis-options';
import { NotificationDeliveryModule } from '../notifications/notification-delivery.module';
import { JoinRequestMailer } from './join-request-mailer.service';
import { JOIN_REQUESTS_QUEUE, JoinRequestsJob } from './join-requests.job';
import { JoinRequestsController } from './join-requests.controller';
import { JoinRequestsService } from './join-requests.service';

/**
 * What a `--worker` process needs of the join requests: their mails and their scheduled job.
 * No controllers.
 */
@Module({
  imports: [
    NotificationDeliveryModule,
    BullModule.registerQueueAsync({
      name: JOIN_REQUESTS_QUEUE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: queueRedisOptions(config.REDIS_URL),
        prefix: `${config.REDIS_PREFIX}:bull`,
      }),
    }),
  ],
  providers: [JoinRequestMailer, JoinRequestsJob],
})
export class JoinRequestWorkModule {}

/** Asking to join a club and deciding (API.md section 12), with its mails and job. */
@Module({
  imports: [JoinRequestWorkModule],
  controllers: [JoinRequestsController],
  providers: [JoinRequestsService],
})
export class JoinRequestsModule {}
