import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import type { Response } from 'express';
import { ClubScoped, Public } from '../common/auth/decorators';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { CalendarFeedsService, FEED_PAST_DAYS } from './calendar-feeds.service';

/**
 * The private calendar feed itself: no session (calendar apps have none), the token in the path
 * is the credential. Under /api, so no SPA fallback or CDN rule swallows it. Calendar apps may
 * keep it 15 minutes; no shared cache may (`private`).
 */
@ApiTags('calendar')
@ClubScoped()
@Public()
@Controller('calendar')
export class CalendarController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Get(':token.ics')
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Cache-Control', 'private, max-age=900')
  @ApiParam({ name: 'token', description: 'The token of the feed URL (GET /api/me/calendar-feed)' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({
    description: `RFC 5545: METHOD:PUBLISH, X-WR-CALNAME, the club zone's VTIMEZONE, one VEVENT per event signed up for (the past ${FEED_PAST_DAYS} days and all ahead), UID <event-id>@<APP_DOMAIN>, SEQUENCE, STATUS (CANCELLED, TENTATIVE for the waitlist)`,
    content: { 'text/calendar': { schema: { type: 'string', example: 'BEGIN:VCALENDAR\r\n...' } } },
  })
  @ApiNotFoundResponse({ description: API_ERRORS.calendarFeedNotFound })
  async feed(
    @CurrentClub() club: Club,
    @Param('token') token: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const calendar = await this.feeds.feed(club, token);
    // The feed does not depend on cookies (set by the API's cache middleware for session answers).
    res.removeHeader('Vary');
    return calendar;
  }
}
