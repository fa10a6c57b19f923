import { Body, Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiParam,
  ApiProperty,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { API_ERRORS, type DrawChange } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { FieldValidationException } from '../common/errors/validation.exception';
import { ApiDataResponse } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { ApiWorkersBusyResponse } from '../workers/api-workers-busy';
import { DrawRepairService, type RepairAnswer } from './draw-repair.service';
import { DrawView } from './draw.view';
import { RepairDrawDto } from './dto/repair-draw.dto';

const eventId = new UuidParam(API_ERRORS.eventNotFound);

/** A player whose place (court and team, or sitting out) differs after a repair. */
export class DrawChangeView implements DrawChange {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ type: [Number], example: [2, 4], description: 'The rounds where their place differs' })
  rounds!: number[];
}

/** A repaired draw: the draw, and who moved. */
export class DrawRepairView extends DrawView {
  @ApiProperty({
    type: [DrawChangeView],
    description: 'Exactly the players whose place differs in some round, by id; only they are mailed',
  })
  changes!: DrawChangeView[];
}

/** `?dry_run=`: true or false, once. */
function dryRun(value: unknown): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw FieldValidationException.forField('dry_run', API_ERRORS.drawRepairFlagInvalid);
}

/** Repairing a published draw on the evening (API.md section 14). */
@ApiTags('draws')
@ClubScoped()
@Controller('events/:id/draw/repair')
export class DrawRepairController {
  constructor(private readonly repairs: DrawRepairService) {}

  @Post()
  @HttpCode(200)
  @RequireCapability('events:manage')
  @ApiParam({ name: 'id', format: 'uuid', description: "The event's id" })
  @ApiQuery({
    name: 'dry_run',
    required: false,
    enum: ['true', 'false'],
    description: 'true: answer the repaired draw and its changes, save and mail nothing',
  })
  @ApiDataResponse(DrawRepairView, {
    description:
      'Rounds before from_round unchanged byte for byte; later ones changed as little as the hard rules allow. Saved, mailed to the players in `changes` only (not those staff marked absent) and audited as draw.repaired when anyone moved, unless a dry run; with nothing to change, the same draw and nobody mailed. After a body with only from_round (the repair_hint applied) the draw is no longer stale',
  })
  @ApiBadRequestResponse({
    description:
      'from_round not a round of the draw; someone named who is not a confirmed player; a player to add already in the draw; an arrival round past the last; a structural problem of the draw',
  })
  @ApiNotFoundResponse({
    description: `${API_ERRORS.eventNotFound} (not in this club), or ${API_ERRORS.drawNotFound}`,
  })
  @ApiConflictResponse({
    description: `${API_ERRORS.drawRepairNotPublished}; ${API_ERRORS.drawEventCancelled}`,
  })
  @ApiWorkersBusyResponse()
  async repair(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', eventId) id: string,
    @Query('dry_run') dry: unknown,
    @Body() body: RepairDrawDto,
  ): Promise<{ data: RepairAnswer }> {
    return { data: await this.repairs.repair(club.id, caller, id, body, dryRun(dry)) };
  }
}
