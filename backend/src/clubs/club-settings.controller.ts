import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiTags } from '@nestjs/swagger';
import { VALIDATION } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import type { Principal } from '../common/http/request-context';
import { ApiDataResponse } from '../common/http/api-data';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { ClubSettingsService } from './club-settings.service';
import { ClubSettingsView, UpdateClubSettingsDto } from './dto/club-settings.dto';

@ApiTags('clubs')
@ClubScoped()
@Controller('club/settings')
export class ClubSettingsController {
  constructor(private readonly settings: ClubSettingsService) {}

  @Get()
  @RequireCapability('club:settings')
  @ApiDataResponse(ClubSettingsView)
  async get(@CurrentClub() club: Club): Promise<{ data: ClubSettingsView }> {
    return { data: await this.settings.get(club.id) };
  }

  @Put()
  @RequireCapability('club:settings')
  @ApiDataResponse(ClubSettingsView)
  @ApiBadRequestResponse({
    description: `A field is invalid; \`errors\` names each one. A \`subdomain\` key answers '${VALIDATION.subdomainSystemOnly}': system staff change it (PUT /api/admin/clubs/:id).`,
  })
  async update(
    @CurrentClub() club: Club,
    @CurrentPrincipal() actor: Principal,
    @Body() body: UpdateClubSettingsDto,
  ): Promise<{ data: ClubSettingsView }> {
    return { data: await this.settings.update(club.id, actor, body) };
  }
}
