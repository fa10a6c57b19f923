import { Module } from '@nestjs/common';
import { NotificationDeliveryModule } from '../notifications/notification-delivery.module';
import { OfferMailer } from './offer-mailer.service';

/** Composing the offer mails for the notification mail job: all a --worker process needs here. */
@Module({ imports: [NotificationDeliveryModule], providers: [OfferMailer] })
export class OfferMailsModule {}
