import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { queueRedisOptions } from '../common/redis/redis-options';
import { MailModule } from '../mail/mail.module';
import { ChangeWindows } from './change-windows';
import { NotificationComposers } from './notification-composers';
import { NotificationMailer } from './notification-mailer.service';
import { NotificationSettingsModule } from './notification-settings.module';
import { OutboxRelay } from './outbox-relay.service';
import { NOTIFICATIONS_QUEUE, ReminderJob } from './reminder.job';

/**
 * Sending notifications: the outbox relay, the change windows, the reminder job (these run only
 * where workers run) and the mail job handlers. All a --worker process needs of notifications,
 * besides the composers of kinds owned by features above (exported for them to register).
 */
@Module({
  imports: [
    MailModule,
    NotificationSettingsModule,
    BullModule.registerQueueAsync({
      name: NOTIFICATIONS_QUEUE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        connection: queueRedisOptions(config.REDIS_URL),
        prefix: `${config.REDIS_PREFIX}:bull`,
      }),
    }),
  ],
  providers: [NotificationMailer, NotificationComposers, OutboxRelay, ChangeWindows, ReminderJob],
  exports: [NotificationComposers],
})
export class NotificationDeliveryModule {}
