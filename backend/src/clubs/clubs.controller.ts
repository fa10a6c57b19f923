import { Controller, Get } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiTags, getSchemaPath, ApiExtraModels } from '@nestjs/swagger';
import { Public } from '../common/auth/decorators';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from './club.entity';
import { ClubListItemView, PublicClubView, toPublicClub } from './club.view';
import { ClubsService } from './clubs.service';

@ApiTags('clubs')
@ApiExtraModels(PublicClubView, ClubListItemView)
@Controller()
export class ClubsController {
  constructor(private readonly clubs: ClubsService) {}

  @Public()
  @Get('club')
  @ApiOkResponse({ schema: { properties: { data: { $ref: getSchemaPath(PublicClubView) } } } })
  @ApiNotFoundResponse({ description: 'Apex host or unknown club' })
  getClub(@CurrentClub() club: Club): { data: PublicClubView } {
    return { data: toPublicClub(club) };
  }

  @Public()
  @Get('clubs')
  @ApiOkResponse({
    schema: { properties: { data: { type: 'array', items: { $ref: getSchemaPath(ClubListItemView) } } } },
  })
  async listClubs(): Promise<{ data: ClubListItemView[] }> {
    return { data: await this.clubs.listPublic() };
  }
}
