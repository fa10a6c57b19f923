import { Module } from '@nestjs/common';
import { NotificationOutboxModule } from '../notifications/notification-outbox.module';
import { SignupsController } from './signups.controller';
import { SignupsExportController } from './signups-export.controller';
import { SignupsService } from './signups.service';
import { Waitlist } from './waitlist';

@Module({
  imports: [NotificationOutboxModule],
  controllers: [SignupsController, SignupsExportController],
  providers: [SignupsService, Waitlist],
  exports: [Waitlist],
})
export class SignupsModule {}
