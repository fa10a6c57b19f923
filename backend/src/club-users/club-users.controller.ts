import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { sendCsv } from '../common/csv/csv-download';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import {
  API_ERRORS,
  CLUB_ROLES,
  CLUB_USER_PAGE,
  CLUB_USER_SEARCH_MAX,
  INVITATION_LIMITS,
  VALIDATION,
} from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse, DeletedView } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { ClubUsersListView, ClubUserView } from './club-user.view';
import { CLUB_USER_SORTS } from './club-user-list';
import { clubUserListQuery } from './club-user-list-query';
import { ClubUsersService } from './club-users.service';
import { CreateClubUserDto } from './dto/create-club-user.dto';
import { InviteClubUsersDto } from './dto/invite-club-users.dto';
import { UpdateClubUserDto } from './dto/update-club-user.dto';
import { InvitationResultView } from './invitation.view';
import { InvitationsService } from './invitations.service';

const uuidOr404 = new UuidParam(API_ERRORS.userNotFound);
const NOT_IN_CLUB = 'No such user in this club (or the host names no club)';
const ADMINS_ONLY = `Touches a clubadmin or clubsuperadmin without club-users:manage-admins: '${API_ERRORS.manageAdminsForbidden}'`;
const UserIdParam = () => ApiParam({ name: 'id', format: 'uuid', description: "The user's id" });

@ApiTags('club-users')
@ClubScoped()
@Controller('club-users')
export class ClubUsersController {
  constructor(
    private readonly clubUsers: ClubUsersService,
    private readonly invitations: InvitationsService,
  ) {}

  @Get()
  @RequireCapability('club-users:read')
  @ApiQuery({
    name: 'q',
    required: false,
    description: `Text to find in the name, e-mail or member number: contains, case- and accent-insensitive ('jose' finds 'José'); at most ${CLUB_USER_SEARCH_MAX} characters`,
  })
  @ApiQuery({
    name: 'user_type',
    required: false,
    enum: CLUB_ROLES,
    isArray: true,
    description: 'Only these types; repeat it for several (`user_type=clubmember&user_type=clubguest`)',
  })
  @ApiQuery({
    name: 'sort',
    required: false,
    enum: [...CLUB_USER_SORTS, ...CLUB_USER_SORTS.map((s) => `-${s}`)],
    description:
      'Order (default email); a leading `-` for descending. user_type ranks clubsuperadmin first; people without a name, level, member number or visit come last either way; ties by id',
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    type: Number,
    description: `Page size: 1-${CLUB_USER_PAGE.max}, default ${CLUB_USER_PAGE.default}. With limit or cursor the answer is one page with next_cursor and total; without both, every matching person`,
  })
  @ApiQuery({
    name: 'cursor',
    required: false,
    description: '`next_cursor` of the previous page (send the same q, user_type and sort); opaque',
  })
  @ApiOkResponse({ type: ClubUsersListView })
  @ApiBadRequestResponse({ description: 'A malformed q, user_type, sort, limit or cursor' })
  @ApiNotFoundResponse({ description: 'The host names no club' })
  async list(@CurrentClub() club: Club, @Query() query: Record<string, unknown>): Promise<ClubUsersListView> {
    return this.clubUsers.list(club.id, clubUserListQuery(query));
  }

  // Before ':id', which would take 'export.csv' for an id.
  @Get('export.csv')
  @RequireCapability('club-users:manage')
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description:
      "Every person of the club, by e-mail: e-mail, name, type (its English code in both languages), level, member number, phone, last seen. UTF-8 with a byte order mark; `;` and a decimal comma when the caller's language is Dutch, `,` otherwise; headers in the caller's language, ones the import reads back, so an export imports unchanged. Cells that begin with = + - @, tab or CR get a leading '. An attachment, never cached; audited.",
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  async exportCsv(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Res() res: Response,
  ): Promise<void> {
    sendCsv(res, `${club.subdomain}-members.csv`, await this.clubUsers.exportCsv(club.id, caller));
  }

  @Get(':id')
  @RequireCapability('club-users:read')
  @UserIdParam()
  @ApiDataResponse(ClubUserView)
  @ApiNotFoundResponse({ description: NOT_IN_CLUB })
  async get(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', uuidOr404) id: string,
  ): Promise<{ data: ClubUserView }> {
    return { data: await this.clubUsers.get(club.id, id, caller) };
  }

  @Post()
  @RequireCapability('club-users:manage')
  @ApiDataResponse(ClubUserView, { status: 201 })
  @ApiBadRequestResponse({
    description: 'Invalid email address, name, user type, member number or phone; unknown field',
  })
  @ApiForbiddenResponse({ description: ADMINS_ONLY })
  @ApiConflictResponse({ description: API_ERRORS.userExists })
  async create(
    @CurrentClub() club: Club,
    @CurrentPrincipal() actor: Principal,
    @Body() body: CreateClubUserDto,
  ): Promise<{ data: ClubUserView }> {
    return { data: await this.clubUsers.create(club.id, actor, body) };
  }

  @Post('invitations')
  @HttpCode(200)
  @RequireCapability('club-users:manage')
  @ApiOperation({
    summary: 'Invite people to sign in',
    description:
      `Mails each a welcome with a sign-in link (single use, bound to this club, valid INVITATION_TTL_DAYS days, default ${INVITATION_LIMITS.ttlDaysDefault}) ` +
      'that signs them in like a login link, only while they have never signed in here. At most one invitation per ' +
      "person per hour; unknown ids, other clubs' people and people who signed in here already are skipped with a reason. " +
      'One audit entry per call.',
  })
  @ApiDataResponse(InvitationResultView)
  @ApiBadRequestResponse({ description: VALIDATION.invitationUserIdsInvalid })
  @ApiTooManyRequestsResponse({
    description: `A call for one person invited within the hour: '${API_ERRORS.invitedRecently}', with Retry-After`,
  })
  @ApiNotFoundResponse({ description: 'The host names no club' })
  async invite(
    @CurrentClub() club: Club,
    @CurrentPrincipal() actor: Principal,
    @Body() body: InviteClubUsersDto,
  ): Promise<{ data: InvitationResultView }> {
    return { data: await this.invitations.send(club.id, actor, body.user_ids) };
  }

  @Put(':id')
  @RequireCapability('club-users:manage')
  @UserIdParam()
  @ApiDataResponse(ClubUserView, { description: 'A new user type or email ends their sessions here' })
  @ApiBadRequestResponse({
    description: 'Invalid email address, name, user type, member number or phone; unknown field',
  })
  @ApiForbiddenResponse({ description: ADMINS_ONLY })
  @ApiNotFoundResponse({ description: NOT_IN_CLUB })
  @ApiConflictResponse({
    description: `${API_ERRORS.lastSuperAdmin}; ${API_ERRORS.emailTaken}; ${API_ERRORS.emailSharedAcrossClubs}`,
  })
  async update(
    @CurrentClub() club: Club,
    @CurrentPrincipal() actor: Principal,
    @Param('id', uuidOr404) id: string,
    @Body() body: UpdateClubUserDto,
  ): Promise<{ data: ClubUserView }> {
    return { data: await this.clubUsers.update(club.id, actor, id, body) };
  }

  @Delete(':id')
  @RequireCapability('club-users:manage')
  @UserIdParam()
  @ApiDataResponse(DeletedView, {
    description:
      "Membership, sign-ups to come and sessions here removed (waitlists move up); past sign-ups kept as 'Former member'",
  })
  @ApiForbiddenResponse({ description: ADMINS_ONLY })
  @ApiNotFoundResponse({ description: NOT_IN_CLUB })
  @ApiConflictResponse({ description: API_ERRORS.lastSuperAdmin })
  async remove(
    @CurrentClub() club: Club,
    @CurrentPrincipal() actor: Principal,
    @Param('id', uuidOr404) id: string,
  ): Promise<{ data: DeletedView }> {
    return { data: await this.clubUsers.remove(club.id, actor, id) };
  }
}
