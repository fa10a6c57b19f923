import { Body, Controller, Get, Put } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import {
  NotificationPreferencesView,
  UpdateNotificationPreferencesDto,
} from './dto/notification-preferences.dto';
import { NotificationPreferencesService } from './notification-preferences.service';

const NO_MEMBERSHIP = `System staff: ${API_ERRORS.noMembership}`;

/** The signed-in person's notification settings at this club (API.md section 9). */
@ApiTags('me')
@ClubScoped()
@Controller('me/notification-preferences')
export class NotificationPreferencesController {
  constructor(private readonly preferences: NotificationPreferencesService) {}

  @Get()
  @RequireCapability('events:read')
  @ApiDataResponse(NotificationPreferencesView, { description: 'Every kind on and 24 hours until changed' })
  @ApiNotFoundResponse({ description: NO_MEMBERSHIP })
  async get(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
  ): Promise<{ data: NotificationPreferencesView }> {
    return { data: await this.preferences.get(club.id, memberId(caller)) };
  }

  @Put()
  @RequireCapability('events:read')
  @ApiDataResponse(NotificationPreferencesView, { description: 'The settings after the change' })
  @ApiBadRequestResponse({ description: 'A field is not a boolean, or reminder_hours is not 1-168' })
  @ApiNotFoundResponse({ description: NO_MEMBERSHIP })
  async update(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Body() body: UpdateNotificationPreferencesDto,
  ): Promise<{ data: NotificationPreferencesView }> {
    return { data: await this.preferences.update(club.id, memberId(caller), body) };
  }
}

/** System staff act in every club but belong to none: they have no settings here. */
const memberId = (caller: Principal) => (caller.kind === 'club' ? caller.id : null);
