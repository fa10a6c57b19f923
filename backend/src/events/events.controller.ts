import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { CancelEventDto } from './dto/cancel-event.dto';
import { EVENT_PAGE } from './event-list';
import { eventListQuery } from './event-list-query';
import { EventsPageView, EventView } from './event.view';
import { EventsService } from './events.service';

const eventId = new UuidParam(API_ERRORS.eventNotFound);

/**
 * Reading events, and cancelling or reinstating one. Creating, editing and deleting may reach a
 * series, so series/event-writes.controller.ts serves those routes of the same paths.
 */
@ApiTags('events')
@ClubScoped()
@Controller('events')
export class EventsController {
  constructor(private readonly events: EventsService) {}

  @Get()
  @RequireCapability('events:read')
  @ApiQuery({
    name: 'scope',
    required: false,
    enum: ['upcoming', 'past'],
    description:
      'upcoming (default): not yet ended (or from `from`), in start order; past: ended, newest first',
  })
  @ApiQuery({
    name: 'from',
    required: false,
    example: '2026-12-01',
    description: 'Club date: start_time on or after it',
  })
  @ApiQuery({
    name: 'to',
    required: false,
    example: '2027-01-01',
    description: 'Club date: start_time before it',
  })
  @ApiQuery({
    name: 'q',
    required: false,
    description: 'Text to find in the name or description (case-insensitive), over every page',
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    type: Number,
    description: `Page size: 1-${EVENT_PAGE.max}, default ${EVENT_PAGE.default}`,
  })
  @ApiQuery({
    name: 'cursor',
    required: false,
    description: '`next_cursor` of the previous page (send the same scope, from, to and q); opaque',
  })
  @ApiOkResponse({ type: EventsPageView })
  @ApiBadRequestResponse({ description: 'A malformed scope, from, to, q, limit or cursor' })
  async list(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Query() query: Record<string, unknown>,
  ): Promise<EventsPageView> {
    return this.events.list(club, caller, eventListQuery(query));
  }

  @Get(':id')
  @RequireCapability('events:read')
  @ApiDataResponse(EventView)
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async get(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', eventId) id: string,
  ) {
    return { data: await this.events.get(club.id, id, caller) };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RequireCapability('events:manage')
  @ApiDataResponse(EventView, {
    description:
      'The event, cancelled: its sign-ups stay, nobody can sign up. The body is optional; its reason is shown with the event and in the cancellation mail',
  })
  @ApiConflictResponse({ description: `${API_ERRORS.occurrencePast}, or ${API_ERRORS.eventPast}` })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async cancel(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', eventId) id: string,
    @Body() body: CancelEventDto,
  ) {
    return { data: await this.events.setStatus(club, id, caller, 'cancelled', body.reason ?? null) };
  }

  @Post(':id/reinstate')
  @HttpCode(200)
  @RequireCapability('events:manage')
  @ApiDataResponse(EventView, {
    description: 'The event, scheduled again with the sign-ups it kept; its cancel_reason is cleared',
  })
  @ApiConflictResponse({ description: `${API_ERRORS.occurrencePast}, or ${API_ERRORS.eventPast}` })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async reinstate(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', eventId) id: string,
  ) {
    return { data: await this.events.setStatus(club, id, caller, 'scheduled') };
  }
}
