import { Module } from '@nestjs/common';
import { NotificationOutboxModule } from '../notifications/notification-outbox.module';
import { SignupsModule } from '../signups/signups.module';
import { SeriesEditsService } from './series-edits.service';
import { SeriesSchedulerModule } from './series-scheduler.module';
import { SeriesSplitService } from './series-split.service';
import { SeriesSubscriptionsService } from './series-subscriptions.service';
import { MySubscriptionsController, SeriesController } from './series.controller';
import { SeriesService } from './series.service';

/** Recurring series (API.md section 8): creation, scoped edits, standing sign-ups, reading. */
@Module({
  imports: [SeriesSchedulerModule, SignupsModule, NotificationOutboxModule],
  controllers: [SeriesController, MySubscriptionsController],
  providers: [SeriesService, SeriesEditsService, SeriesSplitService, SeriesSubscriptionsService],
  exports: [SeriesService, SeriesEditsService],
})
export class SeriesModule {}
