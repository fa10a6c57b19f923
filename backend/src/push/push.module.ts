import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { NotificationSettingsModule } from '../notifications/notification-settings.module';
import { PushKeyController, PushSubscriptionsController } from './push.controller';
import { PushDelivery } from './push-delivery.service';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { VapidKeys } from './vapid-keys';

/**
 * Sending push messages (API.md section 15): the `push:<kind>` jobs of the mail queue. All a
 * --worker process needs of push.
 */
@Module({
  imports: [MailModule],
  providers: [PushDelivery, VapidKeys],
  exports: [VapidKeys],
})
export class PushDeliveryModule {}

/** Push: the public key, a member's devices, and the sending. */
@Module({
  imports: [PushDeliveryModule, NotificationSettingsModule],
  controllers: [PushKeyController, PushSubscriptionsController],
  providers: [PushSubscriptionsService],
})
export class PushModule {}
