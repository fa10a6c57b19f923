import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { ClubListItemView, ClubView, toClubView } from './club.view';
import { ClubsService } from './clubs.service';

@ApiTags('clubs')
@Controller()
export class ClubsController {
  constructor(private readonly clubs: ClubsService) {}

  @Public()
  @Get('club')
  @ApiDataResponse(ClubView)
  @ApiNotFoundResponse({ description: 'Apex host or unknown club' })
  getClub(@CurrentClub() club: Club): { data: ClubView } {
    return { data: toClubView(club) };
  }

  @Public()
  @Get('clubs')
  @ApiDataResponse(ClubListItemView, { isArray: true })
  async listClubs(): Promise<{ data: ClubListItemView[] }> {
    return { data: await this.clubs.listPublic() };
  }
}
