import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiTags,
} from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { LocaleDto } from '../clubs/dto/club-settings.dto';
import { MyLevelView, SetMyLevelDto } from './dto/my-level.dto';
import { MyProfileView, UpdateMyProfileDto } from './dto/my-profile.dto';
import { MeService } from './me.service';

const NO_MEMBERSHIP = `System staff: ${API_ERRORS.noMembership}`;

/** The signed-in person's own settings at this club. */
@ApiTags('me')
@ClubScoped()
@Controller('me')
export class MeController {
  constructor(private readonly me: MeService) {}

  @Put('locale')
  @RequireCapability('events:read')
  @ApiDataResponse(LocaleDto, { description: 'Kept on the membership; mails follow it' })
  @ApiNotFoundResponse({ description: NO_MEMBERSHIP })
  async setLocale(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Body() body: LocaleDto,
  ): Promise<{ data: LocaleDto }> {
    return { data: await this.me.setLocale(club.id, caller, body.locale) };
  }

  @Get('level')
  @RequireCapability('events:read')
  @ApiDataResponse(MyLevelView, { description: "One's own playing level at this club (API.md section 10)" })
  @ApiNotFoundResponse({ description: NO_MEMBERSHIP })
  async getLevel(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
  ): Promise<{ data: MyLevelView }> {
    return { data: await this.me.getLevel(club.id, caller) };
  }

  @Put('level')
  @RequireCapability('events:read')
  @ApiDataResponse(MyLevelView, { description: 'Rated oneself' })
  @ApiBadRequestResponse({ description: "Not a number on the club's scale; the message names its range" })
  @ApiForbiddenResponse({ description: API_ERRORS.selfRatingOff })
  @ApiNotFoundResponse({ description: NO_MEMBERSHIP })
  @ApiConflictResponse({ description: API_ERRORS.levelSetByStaff })
  async setLevel(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Body() body: SetMyLevelDto,
  ): Promise<{ data: MyLevelView }> {
    return { data: await this.me.setLevel(club.id, caller, body.level) };
  }

  @Get('profile')
  @RequireCapability('events:read')
  @ApiDataResponse(MyProfileView, {
    description: "One's own name and phone at this club (API.md section 12)",
  })
  @ApiNotFoundResponse({ description: NO_MEMBERSHIP })
  async getProfile(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
  ): Promise<{ data: MyProfileView }> {
    return { data: await this.me.getProfile(club.id, caller) };
  }

  @Put('profile')
  @RequireCapability('events:read')
  @ApiDataResponse(MyProfileView, { description: 'Changed the fields sent; the others stay as they are' })
  @ApiBadRequestResponse({ description: 'A field is not valid; the message names it' })
  @ApiNotFoundResponse({ description: NO_MEMBERSHIP })
  async setProfile(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Body() body: UpdateMyProfileDto,
  ): Promise<{ data: MyProfileView }> {
    return { data: await this.me.setProfile(club.id, caller, body) };
  }
}
