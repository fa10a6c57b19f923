import { Module } from '@nestjs/common';
import { EventsModule } from '../events/events.module';
import { NotificationOutboxModule } from '../notifications/notification-outbox.module';
import { SignupsModule } from '../signups/signups.module';
import { EventWritesController } from './event-writes.controller';
import { EventWritesService } from './event-writes.service';
import { SeriesEditsService } from './series-edits.service';
import { SeriesSchedulerModule } from './series-scheduler.module';
import { SeriesSplitService } from './series-split.service';
import { SeriesSubscriptionsService } from './series-subscriptions.service';
import { MySubscriptionsController, SeriesController } from './series.controller';
import { SeriesService } from './series.service';
import { StandingSignupsMailsModule } from './standing-signups-mails.module';

/**
 * Recurring series (API.md section 8): creation, scoped edits, standing sign-ups, reading; and
 * the writes of `/api/events`, which may reach a series.
 */
@Module({
  imports: [
    SeriesSchedulerModule,
    EventsModule,
    SignupsModule,
    NotificationOutboxModule,
    StandingSignupsMailsModule,
  ],
  controllers: [EventWritesController, SeriesController, MySubscriptionsController],
  providers: [
    EventWritesService,
    SeriesService,
    SeriesEditsService,
    SeriesSplitService,
    SeriesSubscriptionsService,
  ],
})
export class SeriesModule {}
