import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { ParticipantsService } from './participants.service';
import { ParticipantsView } from './participants.view';

const eventId = new UuidParam(API_ERRORS.eventNotFound);

@ApiTags('events')
@ClubScoped()
@Controller('events')
export class ParticipantsController {
  constructor(private readonly participants: ParticipantsService) {}

  @Get(':id/participants')
  @RequireCapability('events:read')
  @ApiDataResponse(ParticipantsView, {
    description:
      "Who's coming: the confirmed people's names (staff always; members when the club's show_participants is on; guests never, they get confirmed: null) and the counts",
  })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async list(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', eventId) id: string,
  ): Promise<{ data: ParticipantsView }> {
    return { data: await this.participants.forEvent(club, id, caller) };
  }
}
