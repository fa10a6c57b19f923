import { Module } from '@nestjs/common';
import { TokenSecret } from '../common/auth/token-secret';
import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedsService } from './calendar-feeds.service';
import { CalendarController } from './calendar.controller';

/** Private calendar feeds (API.md section 9): the URL, rotating it, and the `.ics` feed. */
@Module({
  controllers: [CalendarFeedController, CalendarController],
  providers: [CalendarFeedsService, TokenSecret],
})
export class CalendarModule {}
