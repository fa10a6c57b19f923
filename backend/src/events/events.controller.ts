import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { API_ERRORS, CLUB_QUOTAS, EDIT_SCOPES, type EditScope } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse, DeletedView } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { FieldValidationException } from '../common/errors/validation.exception';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { EventBodyDto, UpdateEventDto } from './dto/event-body.dto';
import { EVENT_PAGE } from './event-list';
import { eventListQuery } from './event-list-query';
import { EventsPageView, EventView } from './event.view';
import { EventsService } from './events.service';

const eventId = new UuidParam(API_ERRORS.eventNotFound);

const ScopeQuery = () =>
  ApiQuery({
    name: 'scope',
    required: false,
    enum: EDIT_SCOPES,
    description:
      'For an occurrence of a series: occurrence (default) this date only; following: this and the following dates (the series splits here); series: every date not yet started. Past dates never change. A one-off event takes only occurrence.',
  });

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

  @Post()
  @RequireCapability('events:manage')
  @ApiDataResponse(EventView, {
    status: 201,
    description:
      'The event; for a recurring one, the first occurrence of the new series (with its series_id)',
  })
  @ApiBadRequestResponse({
    description: `Validation failed; \`errors\` maps each field to its message. A series whose dates up to the horizon are more than ${CLUB_QUOTAS.eventsPerRequest}: ${API_ERRORS.tooManyEventsAtOnce}`,
  })
  @ApiConflictResponse({ description: `${API_ERRORS.tooManyFutureEvents}; ${API_ERRORS.tooManySeries}` })
  async create(@CurrentClub() club: Club, @CurrentPrincipal() caller: Principal, @Body() body: EventBodyDto) {
    return { data: await this.events.create(club, caller, body) };
  }

  @Put(':id')
  @RequireCapability('events:manage')
  @ScopeQuery()
  @ApiDataResponse(EventView)
  @ApiBadRequestResponse({
    description: `Validation failed, capacity below the confirmed sign-ups, a change the scope cannot make, or more than ${CLUB_QUOTAS.eventsPerRequest} new dates: ${API_ERRORS.tooManyEventsAtOnce}`,
  })
  @ApiConflictResponse({
    description: `${API_ERRORS.occurrencePast}; or a club quota: ${API_ERRORS.tooManyFutureEvents}; ${API_ERRORS.tooManySeries}`,
  })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async update(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', eventId) id: string,
    @Body() body: UpdateEventDto,
    @Query('scope') scope?: unknown,
  ) {
    return { data: await this.events.update(club, id, caller, body, editScope(scope)) };
  }

  @Delete(':id')
  @RequireCapability('events:manage', API_ERRORS.deleteEventForbidden)
  @ScopeQuery()
  @ApiDataResponse(DeletedView)
  @ApiBadRequestResponse({
    description: 'A malformed scope, or a scope other than occurrence for a one-off event',
  })
  @ApiConflictResponse({ description: API_ERRORS.occurrencePast })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async remove(@CurrentClub() club: Club, @Param('id', eventId) id: string, @Query('scope') scope?: unknown) {
    await this.events.remove(club, id, editScope(scope));
    return { data: { id } };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @RequireCapability('events:manage')
  @ApiDataResponse(EventView, { description: 'The event, cancelled: its sign-ups stay, nobody can sign up' })
  @ApiConflictResponse({ description: `${API_ERRORS.occurrencePast}, or ${API_ERRORS.eventPast}` })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async cancel(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', eventId) id: string,
  ) {
    return { data: await this.events.setStatus(club, id, caller, 'cancelled') };
  }

  @Post(':id/reinstate')
  @HttpCode(200)
  @RequireCapability('events:manage')
  @ApiDataResponse(EventView, { description: 'The event, scheduled again with the sign-ups it kept' })
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

function editScope(scope: unknown): EditScope {
  if (scope === undefined) return 'occurrence';
  if (typeof scope === 'string' && (EDIT_SCOPES as readonly string[]).includes(scope))
    return scope as EditScope;
  throw FieldValidationException.forField('scope', "scope must be 'occurrence', 'following' or 'series'");
}
