import { Module } from '@nestjs/common';
import { NotificationOutboxModule } from '../notifications/notification-outbox.module';
import { SeriesModule } from '../series/series.module';
import { SignupsModule } from '../signups/signups.module';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';

@Module({
  imports: [SeriesModule, SignupsModule, NotificationOutboxModule],
  controllers: [EventsController],
  providers: [EventsService],
  exports: [EventsService],
})
export class EventsModule {}
