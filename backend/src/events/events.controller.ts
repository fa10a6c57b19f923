import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse, DeletedView } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { FieldValidationException } from '../common/errors/validation.exception';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../clubs/club.entity';
import { EventBodyDto, UpdateEventDto } from './dto/event-body.dto';
import { EventView } from './event.view';
import { EventsService, type EventScope } from './events.service';

const eventId = new UuidParam(API_ERRORS.eventNotFound);

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
    description: 'upcoming (default): not yet ended, in start order; past: newest first',
  })
  @ApiDataResponse(EventView, { isArray: true })
  async list(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Query('scope') scope?: string,
  ) {
    if (scope !== undefined && scope !== 'past' && scope !== 'upcoming') {
      throw FieldValidationException.forField('scope', "scope must be 'upcoming' or 'past'");
    }
    return { data: await this.events.list(club.id, caller, (scope ?? 'upcoming') as EventScope) };
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
  @ApiDataResponse(EventView, { status: 201 })
  @ApiBadRequestResponse({ description: 'Validation failed; `errors` maps each field to its message' })
  async create(@CurrentClub() club: Club, @CurrentPrincipal() caller: Principal, @Body() body: EventBodyDto) {
    return { data: await this.events.create(club.id, caller, body) };
  }

  @Put(':id')
  @RequireCapability('events:manage')
  @ApiDataResponse(EventView)
  @ApiBadRequestResponse({ description: 'Validation failed, or capacity below the confirmed sign-ups' })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async update(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', eventId) id: string,
    @Body() body: UpdateEventDto,
  ) {
    return { data: await this.events.update(club.id, id, caller, body) };
  }

  @Delete(':id')
  @RequireCapability('events:manage', API_ERRORS.deleteEventForbidden)
  @ApiDataResponse(DeletedView)
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async remove(@CurrentClub() club: Club, @Param('id', eventId) id: string) {
    await this.events.remove(club.id, id);
    return { data: { id } };
  }
}
