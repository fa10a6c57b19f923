import { Module } from '@nestjs/common';
import { NotificationDeliveryModule } from '../notifications/notification-delivery.module';
import { StandingSignupsMailer } from './standing-signups-mailer.service';

/** Composing the mail of an ended standing sign-up: all a --worker process needs here. */
@Module({ imports: [NotificationDeliveryModule], providers: [StandingSignupsMailer] })
export class StandingSignupsMailsModule {}
