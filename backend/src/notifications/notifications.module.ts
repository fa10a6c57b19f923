import { Module } from '@nestjs/common';
import { NotificationDeliveryModule } from './notification-delivery.module';
import { NotificationPreferencesController } from './notification-preferences.controller';
import { NotificationSettingsModule } from './notification-settings.module';
import { UnsubscribeController } from './unsubscribe.controller';

/** Notifications (API.md section 9): the settings and unsubscribe routes, and the sending. */
@Module({
  imports: [NotificationSettingsModule, NotificationDeliveryModule],
  controllers: [NotificationPreferencesController, UnsubscribeController],
})
export class NotificationsModule {}
