import { Module } from '@nestjs/common';
import { NotificationOutboxModule } from '../notifications/notification-outbox.module';
import { OfferMailsModule } from './offer-mails.module';
import { OffersController } from './offers.controller';
import { OffersService } from './offers.service';
import { SignupsController } from './signups.controller';
import { SignupsExportController } from './signups-export.controller';
import { SignupsService } from './signups.service';
import { WaitlistModule } from './waitlist.module';

@Module({
  imports: [NotificationOutboxModule, WaitlistModule, OfferMailsModule],
  controllers: [SignupsController, SignupsExportController, OffersController],
  providers: [SignupsService, OffersService],
  exports: [WaitlistModule],
})
export class SignupsModule {}
