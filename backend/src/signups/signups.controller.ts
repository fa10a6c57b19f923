import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { FieldValidationException } from '../common/errors/validation.exception';
import { ApiDataResponse, DeletedView } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { isUuid, UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../clubs/club.entity';
import { AdminSignupBodyDto, SignupBodyDto } from './dto/signup-body.dto';
import { EventSignupView, OwnSignupView, SignupView } from './signup.view';
import { SignupsService } from './signups.service';

const signupId = new UuidParam(API_ERRORS.signupNotFound);

@ApiTags('signups')
@ClubScoped()
@Controller('signups')
export class SignupsController {
  constructor(private readonly signups: SignupsService) {}

  @Get()
  @RequireCapability('events:read')
  @ApiQuery({ name: 'user_id', required: false, description: "Another user's sign-ups (staff only)" })
  @ApiDataResponse(OwnSignupView, { isArray: true })
  async mine(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Query('user_id') userId?: string,
  ) {
    if (userId !== undefined && !isUuid(userId))
      throw FieldValidationException.forField('user_id', API_ERRORS.invalidUserId);
    return { data: await this.signups.forUser(club.id, caller, userId?.toLowerCase()) };
  }

  @Get('events/:eventId')
  @RequireCapability('club:staff')
  @ApiDataResponse(EventSignupView, { isArray: true })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async forEvent(
    @CurrentClub() club: Club,
    @Param('eventId', new UuidParam(API_ERRORS.eventNotFound)) eventId: string,
  ) {
    return { data: await this.signups.forEvent(club.id, eventId) };
  }

  @Post()
  @RequireCapability('signups:self', API_ERRORS.signupForbidden)
  @ApiDataResponse(SignupView, { status: 201 })
  @ApiForbiddenResponse({ description: API_ERRORS.signupForbidden })
  @ApiConflictResponse({ description: `${API_ERRORS.alreadySignedUp}, or ${API_ERRORS.eventPast}` })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async signUp(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Body() body: SignupBodyDto,
  ) {
    return { data: await this.signups.signUp(club.id, body.event_id.toLowerCase(), caller.id) };
  }

  @Post('admin')
  @RequireCapability('signups:manage')
  @ApiDataResponse(SignupView, { status: 201 })
  @ApiBadRequestResponse({ description: 'Please select a user to sign up.' })
  @ApiConflictResponse({ description: API_ERRORS.alreadySignedUp })
  @ApiNotFoundResponse({ description: 'Event or user not found in this club' })
  async signUpOther(@CurrentClub() club: Club, @Body() body: AdminSignupBodyDto) {
    return {
      data: await this.signups.signUp(club.id, body.event_id.toLowerCase(), body.user_id.toLowerCase()),
    };
  }

  @Delete('admin/:signupId')
  @RequireCapability('signups:manage')
  @ApiDataResponse(DeletedView)
  @ApiNotFoundResponse({ description: API_ERRORS.signupNotFound })
  async removeAny(@CurrentClub() club: Club, @Param('signupId', signupId) id: string) {
    await this.signups.cancel(club.id, id);
    return { data: { id } };
  }

  @Delete(':id')
  @RequireCapability('events:read')
  @ApiDataResponse(DeletedView)
  @ApiNotFoundResponse({ description: `${API_ERRORS.signupNotFound} (also for someone else's sign-up)` })
  async cancelOwn(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', signupId) id: string,
  ) {
    await this.signups.cancel(club.id, id, caller.id);
    return { data: { id } };
  }
}
