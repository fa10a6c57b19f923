import { Module } from '@nestjs/common';
import { SeriesModule } from '../series/series.module';
import { SignupsModule } from '../signups/signups.module';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';

@Module({
  imports: [SeriesModule, SignupsModule],
  controllers: [EventsController],
  providers: [EventsService],
  exports: [EventsService],
})
export class EventsModule {}
