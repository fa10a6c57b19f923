import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { CalendarFeedView } from './calendar-feed.view';
import { CalendarFeedsService } from './calendar-feeds.service';

const NO_MEMBERSHIP = `System staff: ${API_ERRORS.noMembership}`;

/** The signed-in person's private calendar feed at this club (API.md section 9). */
@ApiTags('me')
@ClubScoped()
@Controller('me/calendar-feed')
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Get()
  @RequireCapability('events:read')
  @ApiDataResponse(CalendarFeedView, { description: 'The feed URL, made on the first call, the same after' })
  @ApiNotFoundResponse({ description: NO_MEMBERSHIP })
  async get(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
  ): Promise<{ data: CalendarFeedView }> {
    return { data: { url: await this.feeds.url(club, memberId(caller)) } };
  }

  @Post('rotate')
  @HttpCode(200)
  @RequireCapability('events:read')
  @ApiDataResponse(CalendarFeedView, { description: 'A new URL; the old one answers 404 from now on' })
  @ApiNotFoundResponse({ description: NO_MEMBERSHIP })
  async rotate(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
  ): Promise<{ data: CalendarFeedView }> {
    return { data: { url: await this.feeds.rotate(club, memberId(caller)) } };
  }
}

const memberId = (caller: Principal) => (caller.kind === 'club' ? caller.id : null);
