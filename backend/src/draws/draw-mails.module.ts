import { Module } from '@nestjs/common';
import { NotificationDeliveryModule } from '../notifications/notification-delivery.module';
import { DrawMailer } from './draw-mailer.service';

/** Composing draw mails for the notification mail job: all a --worker process needs of the draws. */
@Module({ imports: [NotificationDeliveryModule], providers: [DrawMailer] })
export class DrawMailsModule {}
