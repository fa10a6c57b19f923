import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { ClubScoped, Public, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { DrawView } from '../draws/draw.view';
import { EventView } from '../events/event.view';
import { ClubhouseService, type ClubhouseView, type DisplayLinkAnswer } from './clubhouse.service';

const eventId = new UuidParam(API_ERRORS.eventNotFound);

/** `POST`/`GET /api/events/:id/display-link`. */
export class DisplayLinkView {
  @ApiProperty({ description: "`<public url>/clubhouse/<token>` on the club's host" }) url!: string;
  @ApiProperty({ type: String, format: 'date-time', description: 'UTC: 2 hours after the end' })
  expires_at!: Date;
}

/** `GET /api/display/<token>`: what the clubhouse view shows. */
export class ClubhouseDataView {
  @ApiProperty({ type: EventView }) event!: EventView;
  @ApiProperty({
    type: DrawView,
    nullable: true,
    description: 'The published draw as members see it; null before',
  })
  draw!: DrawView | null;
  @ApiProperty({ description: 'The self check-in page with the code, for the QR code' })
  check_in_url!: string;
}

/** Display links, for staff (API.md section 14). */
@ApiTags('attendance')
@ClubScoped()
@Controller('events/:id/display-link')
export class DisplayLinksController {
  constructor(private readonly clubhouse: ClubhouseService) {}

  @Post()
  @HttpCode(200)
  @RequireCapability('events:manage')
  @ApiOperation({
    summary: 'A new clubhouse display link',
    description:
      'A read-only URL (`/clubhouse/<token>`) that opens the clubhouse view (draw, current round, check-in QR) without a session until 2 hours after the end. A new link replaces the one before.',
  })
  @ApiDataResponse(DisplayLinkView)
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async newDisplayLink(
    @CurrentClub() club: Club,
    @Param('id', eventId) id: string,
  ): Promise<{ data: DisplayLinkAnswer }> {
    return { data: await this.clubhouse.displayLink(club, id, true) };
  }

  @Get()
  @RequireCapability('events:manage')
  @ApiOperation({
    summary: "The event's current clubhouse display link",
    description: 'Made when it has none.',
  })
  @ApiDataResponse(DisplayLinkView)
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async displayLink(
    @CurrentClub() club: Club,
    @Param('id', eventId) id: string,
  ): Promise<{ data: DisplayLinkAnswer }> {
    return { data: await this.clubhouse.displayLink(club, id, false) };
  }
}

/** The clubhouse view's data (API.md section 14), without a session: the token is the credential. */
@ApiTags('attendance')
@ClubScoped()
@Public()
@Controller('display')
export class DisplayController {
  constructor(private readonly clubhouse: ClubhouseService) {}

  @Get(':token')
  @ApiParam({ name: 'token', description: "A display link's token; it opens only its own event" })
  @ApiDataResponse(ClubhouseDataView)
  @ApiNotFoundResponse({ description: API_ERRORS.displayLinkInvalid })
  async show(@CurrentClub() club: Club, @Param('token') token: string): Promise<{ data: ClubhouseView }> {
    return { data: await this.clubhouse.clubhouse(club, token) };
  }
}
