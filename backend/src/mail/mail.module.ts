import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { queueRedisOptions } from '../common/redis/redis-options';
import { MAIL_QUEUE } from './mail.constants';
import { MailQueue } from './mail-queue.service';
import { MailSender } from './mail-sender.service';

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
  providers: [MailQueue, MailSender],
  exports: [MailQueue, MailSender, BullModule],
})
export class MailModule {}
