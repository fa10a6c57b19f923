import { Module } from '@nestjs/common';
import { NotificationDeliveryModule } from '../notifications/notification-delivery.module';
import { InvitationMailer } from './invitation-mailer.service';

/** Composing invitation mails for the notification mail job: all a --worker process needs here. */
@Module({ imports: [NotificationDeliveryModule], providers: [InvitationMailer] })
export class InvitationMailsModule {}
