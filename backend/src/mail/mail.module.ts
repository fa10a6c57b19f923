import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { queueRedisOptions } from '../common/redis/redis-options';
import { MAIL_QUEUE } from './mail.constants';
import { MailDeadLetters } from './mail-dead-letters.service';
import { MailJobHandlers } from './mail-jobs';
import { MailQueueMetrics } from './mail-metrics';
import { MailQueue } from './mail-queue.service';
import { MailSender } from './mail-sender.service';
import { MailWorker } from './mail-worker.service';

/** One mail pipeline for every kind: the queue, its worker (where this process runs workers), SMTP. */
@Module({
  imports: [
    BullModule.registerQueueAsync({
      name: MAIL_QUEUE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: queueRedisOptions(config.REDIS_URL),
        prefix: `${config.REDIS_PREFIX}:bull`,
      }),
    }),
  ],
  providers: [MailQueue, MailSender, MailJobHandlers, MailWorker, MailDeadLetters, MailQueueMetrics],
  exports: [MailQueue, MailSender, MailJobHandlers, MailDeadLetters],
})
export class MailModule {}
