import { Body, Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { FieldValidationException } from '../common/errors/validation.exception';
import type { Principal } from '../common/http/request-context';
import { isUuid, UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../clubs/club.entity';
import { AdminSignupBodyDto, SignupBodyDto } from './dto/signup-body.dto';
import { EventSignupView, OwnSignupView, SignupView } from './signup.view';
import { SignupsService } from './signups.service';

const data = (model: unknown, array = false) => ({
  schema: {
    properties: {
      data: array
        ? { type: 'array', items: { $ref: getSchemaPath(model as never) } }
        : { $ref: getSchemaPath(model as never) },
    },
  },
});
const deleted = {
  schema: { properties: { data: { properties: { id: { type: 'string', format: 'uuid' } } } } },
};
const signupId = new UuidParam(API_ERRORS.signupNotFound);

@ApiTags('signups')
@ApiExtraModels(SignupView, EventSignupView, OwnSignupView)
@ClubScoped()
@Controller('signups')
export class SignupsController {
  constructor(private readonly signups: SignupsService) {}

  @Get()
  @RequireCapability('events:read')
  @ApiQuery({ name: 'user_id', required: false, description: "Another user's sign-ups (staff only)" })
  @ApiOkResponse(data(OwnSignupView, true))
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
  @ApiOkResponse(data(EventSignupView, true))
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async forEvent(
    @CurrentClub() club: Club,
    @Param('eventId', new UuidParam(API_ERRORS.eventNotFound)) eventId: string,
  ) {
    return { data: await this.signups.forEvent(club.id, eventId) };
  }

  @Post()
  @RequireCapability('signups:self', API_ERRORS.signupForbidden)
  @ApiCreatedResponse(data(SignupView))
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
  @ApiCreatedResponse(data(SignupView))
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
  @ApiOkResponse(deleted)
  @ApiNotFoundResponse({ description: API_ERRORS.signupNotFound })
  async removeAny(@CurrentClub() club: Club, @Param('signupId', signupId) id: string) {
    await this.signups.cancel(club.id, id);
    return { data: { id } };
  }

  @Delete(':id')
  @RequireCapability('events:read')
  @ApiOkResponse(deleted)
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
