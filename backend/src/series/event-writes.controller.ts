import { Body, Controller, Delete, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { API_ERRORS, CLUB_QUOTAS, EDIT_SCOPES, type EditScope } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { FieldValidationException } from '../common/errors/validation.exception';
import { ApiDataResponse, DeletedView } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { EventBodyDto, UpdateEventDto } from '../events/dto/event-body.dto';
import { EventView } from '../events/event.view';
import { EventWritesService } from './event-writes.service';

const eventId = new UuidParam(API_ERRORS.eventNotFound);

const ScopeQuery = () =>
  ApiQuery({
    name: 'scope',
    required: false,
    enum: EDIT_SCOPES,
    description:
      'For an occurrence of a series: occurrence (default) this date only; following: this and the following dates (the series splits here); series: every date not yet started. Past dates never change. A one-off event takes only occurrence.',
  });

/**
 * The OpenAPI operation ids these routes had when the events controller served them: the
 * frontends' generated API types name them, so they stay as they were.
 */
const Operation = (method: 'create' | 'update' | 'remove') =>
  ApiOperation({ operationId: `EventsController_${method}` });

/**
 * Creating, editing and deleting events (`/api/events`, API.md sections 5 and 8): a new event may
 * start a series and an edited one may be an occurrence of one, so these routes live with the
 * series, above events (EventsController serves the reads of the same paths).
 */
@ApiTags('events')
@ClubScoped()
@Controller('events')
export class EventWritesController {
  constructor(private readonly writes: EventWritesService) {}

  @Post()
  @Operation('create')
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
    return { data: await this.writes.create(club, caller, body) };
  }

  @Put(':id')
  @Operation('update')
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
    return { data: await this.writes.update(club, id, caller, body, editScope(scope)) };
  }

  @Delete(':id')
  @Operation('remove')
  @RequireCapability('events:manage', API_ERRORS.deleteEventForbidden)
  @ScopeQuery()
  @ApiDataResponse(DeletedView)
  @ApiBadRequestResponse({
    description: 'A malformed scope, or a scope other than occurrence for a one-off event',
  })
  @ApiConflictResponse({ description: API_ERRORS.occurrencePast })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async remove(@CurrentClub() club: Club, @Param('id', eventId) id: string, @Query('scope') scope?: unknown) {
    await this.writes.remove(club, id, editScope(scope));
    return { data: { id } };
  }
}

function editScope(scope: unknown): EditScope {
  if (scope === undefined) return 'occurrence';
  if (typeof scope === 'string' && (EDIT_SCOPES as readonly string[]).includes(scope))
    return scope as EditScope;
  throw FieldValidationException.forField('scope', "scope must be 'occurrence', 'following' or 'series'");
}
