import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { ClubScoped, Public } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { OneClickUnsubscribeDto, UnsubscribeView } from './dto/unsubscribe.dto';
import { UnsubscribeService } from './unsubscribe.service';

const TOKEN = {
  name: 'token',
  required: true,
  description: "The token of a mail's unsubscribe link: one per person, club and kind; it does not expire",
};

/**
 * The URL of a mail's `List-Unsubscribe` header (RFC 8058). No session: the token is the
 * credential. POST needs no Origin either (mail providers post from their servers), so the
 * Origin check lets this one route through; GET never changes anything (link scanners follow
 * links), it tells the `/unsubscribe` page what the POST would switch off.
 */
@ApiTags('notifications')
@ClubScoped()
@Public()
@Controller('notifications/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly unsubscribe: UnsubscribeService) {}

  @Get()
  @ApiQuery(TOKEN)
  @ApiDataResponse(UnsubscribeView, { description: 'What the POST would switch off; nothing changes' })
  @ApiNotFoundResponse({ description: API_ERRORS.unsubscribeLinkInvalid })
  async describe(
    @CurrentClub() club: Club,
    @Query('token') token: unknown,
  ): Promise<{ data: UnsubscribeView }> {
    return { data: await this.unsubscribe.describe(club.id, token) };
  }

  @Post()
  @HttpCode(200)
  @ApiQuery(TOKEN)
  @ApiConsumes('application/x-www-form-urlencoded')
  @ApiBody({ type: OneClickUnsubscribeDto, required: false })
  @ApiDataResponse(UnsubscribeView, { description: 'Switched off (subscribed: false); twice is fine' })
  @ApiBadRequestResponse({ description: 'A body other than List-Unsubscribe=One-Click' })
  @ApiNotFoundResponse({ description: API_ERRORS.unsubscribeLinkInvalid })
  async oneClick(
    @CurrentClub() club: Club,
    @Query('token') token: unknown,
    @Body() _body: OneClickUnsubscribeDto,
  ): Promise<{ data: UnsubscribeView }> {
    return { data: await this.unsubscribe.unsubscribe(club.id, token) };
  }
}
