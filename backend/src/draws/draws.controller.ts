import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { DrawView } from './draw.view';
import { DrawsService } from './draws.service';
import { EditDrawDto, PublishDrawDto } from './dto/edit-draw.dto';
import { MakeDrawDto } from './dto/make-draw.dto';
import { RedrawDto } from './dto/redraw.dto';
import { ApiWorkersBusyResponse } from '../workers/api-workers-busy';

const eventId = new UuidParam(API_ERRORS.eventNotFound);
const NOT_FOUND = `${API_ERRORS.eventNotFound} (not in this club), or ${API_ERRORS.drawNotFound}`;
const INPUT_400 =
  'A field is invalid (`errors` names it), or a structural problem: fewer than 4 confirmed players, someone named who is not a confirmed player, more locked pairs than places';

/** A round number in a path: 1-99 written plainly, anything else none (the algorithm answers the 400). */
const roundNumber = (value: string): number => (/^\d{1,2}$/.test(value) ? Number(value) : Number.NaN);

/** The mix-in draw of an event (API.md section 10). */
@ApiTags('draws')
@ClubScoped()
@Controller('events/:id/draw')
export class DrawsController {
  constructor(private readonly draws: DrawsService) {}

  @Get()
  @RequireCapability('events:read')
  @ApiParam({ name: 'id', format: 'uuid', description: "The event's id" })
  @ApiDataResponse(DrawView, {
    description:
      "Staff: the draft or the published draw, with levels, warnings and options; members: a published draw, other players who hide their name (profile show_my_name) named 'Member'",
  })
  @ApiNotFoundResponse({
    description: `${NOT_FOUND}; for members also before it is published; for guests always`,
  })
  async get(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', eventId) id: string,
  ): Promise<{ data: DrawView }> {
    return { data: await this.draws.get(club.id, caller, id) };
  }

  @Post()
  @RequireCapability('events:manage')
  @ApiParam({ name: 'id', format: 'uuid', description: "The event's id" })
  @ApiDataResponse(DrawView, {
    status: 201,
    description: 'Made from the confirmed sign-ups; replaces a draft',
  })
  @ApiBadRequestResponse({ description: INPUT_400 })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  @ApiConflictResponse({ description: `${API_ERRORS.drawPublished}; ${API_ERRORS.drawEventCancelled}` })
  @ApiWorkersBusyResponse()
  async make(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', eventId) id: string,
    @Body() body: MakeDrawDto,
  ): Promise<{ data: DrawView }> {
    return { data: await this.draws.make(club.id, caller, id, body) };
  }

  @Put()
  @RequireCapability('events:manage')
  @ApiParam({ name: 'id', format: 'uuid', description: "The event's id" })
  @ApiDataResponse(DrawView, {
    description:
      'The edited draw with recomputed metrics and warnings; once published, mailed to the players whose part changed',
  })
  @ApiBadRequestResponse({ description: "Not the draw's shape, rounds, players or courts" })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: API_ERRORS.drawEventCancelled })
  @ApiWorkersBusyResponse()
  async edit(
    @CurrentClub() club: Club,
    @Param('id', eventId) id: string,
    @Body() body: EditDrawDto,
  ): Promise<{ data: DrawView }> {
    return { data: await this.draws.edit(club.id, id, body) };
  }

  @Post('rounds/:round/regenerate')
  @HttpCode(200)
  @RequireCapability('events:manage')
  @ApiParam({ name: 'id', format: 'uuid', description: "The event's id" })
  @ApiParam({ name: 'round', type: Number, description: 'Redraw this round and the ones after it (from 1)' })
  @ApiDataResponse(DrawView, {
    description:
      'Rounds before `round` unchanged byte for byte; once published, mailed to the players whose part changed',
  })
  @ApiBadRequestResponse({ description: `${INPUT_400}; a round that is not one of the draw's` })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({ description: API_ERRORS.drawEventCancelled })
  @ApiWorkersBusyResponse()
  async redraw(
    @CurrentClub() club: Club,
    @Param('id', eventId) id: string,
    @Param('round') round: string,
    @Body() body: RedrawDto,
  ): Promise<{ data: DrawView }> {
    return { data: await this.draws.redraw(club.id, id, roundNumber(round), body) };
  }

  @Post('publish')
  @HttpCode(200)
  @RequireCapability('events:manage')
  @ApiParam({ name: 'id', format: 'uuid', description: "The event's id" })
  @ApiBody({ type: PublishDrawDto, required: false, description: 'No fields' })
  @ApiDataResponse(DrawView, { description: 'Visible to the players; each is mailed their rounds' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  @ApiConflictResponse({
    description: `${API_ERRORS.drawAlreadyPublished}; ${API_ERRORS.drawEventCancelled}`,
  })
  async publish(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', eventId) id: string,
    @Body() _body: PublishDrawDto,
  ): Promise<{ data: DrawView }> {
    return { data: await this.draws.publish(club.id, caller, id) };
  }
}
