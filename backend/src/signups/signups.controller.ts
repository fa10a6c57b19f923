import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { requestLocale } from '../common/http/request-locale';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
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
import type { Club } from '../common/tenancy/club.entity';
import { AdminSignupBodyDto, SignupBodyDto } from './dto/signup-body.dto';
import { decodeOwnSignupsCursor } from './own-signups-cursor';
import { EventSignupView, OwnSignupView, OwnSignupsPageView, SignupView } from './signup.view';
import { OffersService } from './offers.service';
import {
  OWN_SIGNUPS_PAGE,
  OWN_SIGNUPS_RECENT_DAYS,
  SignupsService,
  type OwnSignupsQuery,
} from './signups.service';

const signupId = new UuidParam(API_ERRORS.signupNotFound);

@ApiTags('signups')
@ClubScoped()
@Controller('signups')
export class SignupsController {
  constructor(
    private readonly signups: SignupsService,
    private readonly offers: OffersService,
  ) {}

  @Get()
  @RequireCapability('events:read')
  @ApiQuery({ name: 'user_id', required: false, description: "Another user's sign-ups (staff only)" })
  @ApiQuery({
    name: 'scope',
    required: false,
    enum: ['past'],
    description: `Left out: events not yet ended (soonest first), then those that ended in the last ${OWN_SIGNUPS_RECENT_DAYS} days (latest end first). \`past\`: the older ones, latest end first, a page at a time.`,
  })
  @ApiQuery({
    name: 'cursor',
    required: false,
    description: '`next_cursor` of the previous answer (with `scope=past` only); opaque',
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    type: Number,
    description: `Page size with \`scope=past\`: 1-${OWN_SIGNUPS_PAGE.max}, default ${OWN_SIGNUPS_PAGE.default}`,
  })
  @ApiOkResponse({ type: OwnSignupsPageView })
  @ApiBadRequestResponse({ description: 'A malformed user_id, scope, cursor or limit' })
  async mine(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Query('user_id') userId?: unknown,
    @Query('scope') scope?: unknown,
    @Query('cursor') cursor?: unknown,
    @Query('limit') limit?: unknown,
  ): Promise<OwnSignupsPageView> {
    if (userId !== undefined && !isUuid(userId))
      throw FieldValidationException.forField('user_id', API_ERRORS.invalidUserId);
    const query = ownSignupsQuery(scope, cursor, limit);
    return this.signups.forUser(club, caller, userId?.toLowerCase(), query);
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
  @ApiConflictResponse({
    description: `Checked in this order: ${API_ERRORS.eventPast}; ${API_ERRORS.eventCancelled}; ${API_ERRORS.alreadySignedUp}; outside the event's sign-up window, \`${API_ERRORS.signupsOpenOn} Sun 29 Nov 2026, 20:00\` (the opening in club time, in the caller's language) or \`${API_ERRORS.signupsClosed}\``,
  })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async signUp(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Body() body: SignupBodyDto,
    @Req() req: Request,
  ) {
    const locale = requestLocale(req) ?? (await this.signups.languageOf(club.id, caller.id));
    return {
      data: await this.signups.signUp(club.id, body.event_id.toLowerCase(), caller.id, undefined, locale),
    };
  }

  @Post('admin')
  @RequireCapability('signups:manage')
  @ApiDataResponse(SignupView, { status: 201 })
  @ApiBadRequestResponse({ description: 'Please select a user to sign up.' })
  @ApiConflictResponse({
    description: `${API_ERRORS.alreadySignedUp}; ${API_ERRORS.guestSignupRefused} (the user is a clubguest); ${API_ERRORS.eventPast}; ${API_ERRORS.eventCancelled}. Staff are not held to the sign-up window`,
  })
  @ApiNotFoundResponse({ description: 'Event or user not found in this club' })
  async signUpOther(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Body() body: AdminSignupBodyDto,
  ) {
    return {
      data: await this.signups.signUp(
        club.id,
        body.event_id.toLowerCase(),
        body.user_id.toLowerCase(),
        caller,
      ),
    };
  }

  @Delete('admin/:signupId')
  @RequireCapability('signups:manage')
  @ApiDataResponse(DeletedView)
  @ApiNotFoundResponse({ description: API_ERRORS.signupNotFound })
  async removeAny(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('signupId', signupId) id: string,
  ) {
    await this.signups.removeByStaff(club.id, id, caller);
    return { data: { id } };
  }

  @Post(':id/accept')
  @HttpCode(200)
  @RequireCapability('events:read')
  @ApiDataResponse(OwnSignupView, {
    description:
      "Accepts the caller's open offer (confirmed), or, within offer_open_hours of the start, claims a free place for a waitlisted sign-up (the first accept wins). Staff with signups:manage may answer for the person",
  })
  @ApiConflictResponse({
    description: `Nothing changes: ${API_ERRORS.offerExpired} (checked by the database's clock); ${API_ERRORS.placeTaken} (the open race was won by someone else); ${API_ERRORS.noOpenOffer}; ${API_ERRORS.eventCancelled}`,
  })
  @ApiNotFoundResponse({ description: `${API_ERRORS.signupNotFound} (also for someone else's sign-up)` })
  async accept(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', signupId) id: string,
  ) {
    return { data: await this.offers.accept(club.id, id, { caller }) };
  }

  @Post(':id/decline')
  @HttpCode(200)
  @RequireCapability('events:read')
  @ApiDataResponse(OwnSignupView, {
    description:
      'Declines the open offer: the sign-up becomes offer_ended (listed nowhere), a mail says so, and the place is offered to the next person. Staff with signups:manage may answer for the person',
  })
  @ApiConflictResponse({
    description: `Nothing changes: ${API_ERRORS.offerExpired}; ${API_ERRORS.noOpenOffer}`,
  })
  @ApiNotFoundResponse({ description: `${API_ERRORS.signupNotFound} (also for someone else's sign-up)` })
  async decline(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', signupId) id: string,
  ) {
    return { data: await this.offers.decline(club.id, id, { caller }) };
  }

  @Delete(':id')
  @RequireCapability('events:read')
  @ApiDataResponse(DeletedView, {
    description:
      "Cancels the caller's own sign-up. A confirmed sign-up cancelled at or after the event's cancel_cutoff_at still goes, and is recorded as a late cancellation",
  })
  @ApiNotFoundResponse({ description: `${API_ERRORS.signupNotFound} (also for someone else's sign-up)` })
  async cancelOwn(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', signupId) id: string,
  ) {
    await this.signups.cancelOwn(club.id, id, caller.id);
    return { data: { id } };
  }
}

/** Reads `scope`, `cursor` and `limit` of `GET /api/signups`; a malformed one is a 400 naming it. */
function ownSignupsQuery(scope: unknown, cursor: unknown, limit: unknown): OwnSignupsQuery {
  if (scope !== undefined && scope !== 'past')
    throw FieldValidationException.forField('scope', "scope must be 'past' or left out");
  if (scope === undefined) {
    if (cursor !== undefined) throw FieldValidationException.forField('cursor', 'cursor needs scope=past');
    if (limit !== undefined) throw FieldValidationException.forField('limit', 'limit needs scope=past');
    return { scope: 'recent' };
  }
  const page =
    limit === undefined
      ? OWN_SIGNUPS_PAGE.default
      : typeof limit === 'string' && /^\d{1,3}$/.test(limit)
        ? Number(limit)
        : 0;
  if (page < 1 || page > OWN_SIGNUPS_PAGE.max)
    throw FieldValidationException.forField(
      'limit',
      `limit must be a whole number from 1 to ${OWN_SIGNUPS_PAGE.max}`,
    );
  if (cursor === undefined) return { scope: 'past', limit: page };
  const decoded = decodeOwnSignupsCursor(cursor);
  if (!decoded) throw FieldValidationException.forField('cursor', 'cursor is not valid');
  return { scope: 'past', cursor: decoded, limit: page };
}
