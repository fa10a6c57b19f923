import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse, DeletedView } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { ClubUserView } from './club-user.view';
import { ClubUsersService } from './club-users.service';
import { CreateClubUserDto } from './dto/create-club-user.dto';
import { UpdateClubUserDto } from './dto/update-club-user.dto';

const uuidOr404 = new UuidParam(API_ERRORS.userNotFound);
const NOT_IN_CLUB = 'No such user in this club (or the host names no club)';
const ADMINS_ONLY = `Touches a clubadmin or clubsuperadmin without club-users:manage-admins: '${API_ERRORS.manageAdminsForbidden}'`;
const UserIdParam = () => ApiParam({ name: 'id', format: 'uuid', description: "The user's id" });

@ApiTags('club-users')
@ClubScoped()
@Controller('club-users')
export class ClubUsersController {
  constructor(private readonly clubUsers: ClubUsersService) {}

  @Get()
  @RequireCapability('club-users:read')
  @ApiDataResponse(ClubUserView, { isArray: true, description: 'Ordered by email' })
  @ApiNotFoundResponse({ description: 'The host names no club' })
  async list(@CurrentClub() club: Club): Promise<{ data: ClubUserView[] }> {
    return { data: await this.clubUsers.list(club.id) };
  }

  @Get(':id')
  @RequireCapability('club-users:read')
  @UserIdParam()
  @ApiDataResponse(ClubUserView)
  @ApiNotFoundResponse({ description: NOT_IN_CLUB })
  async get(@CurrentClub() club: Club, @Param('id', uuidOr404) id: string): Promise<{ data: ClubUserView }> {
    return { data: await this.clubUsers.get(club.id, id) };
  }

  @Post()
  @RequireCapability('club-users:manage')
  @ApiDataResponse(ClubUserView, { status: 201 })
  @ApiBadRequestResponse({ description: 'Invalid email address, name or user type; unknown field' })
  @ApiForbiddenResponse({ description: ADMINS_ONLY })
  @ApiConflictResponse({ description: API_ERRORS.userExists })
  async create(
    @CurrentClub() club: Club,
    @CurrentPrincipal() actor: Principal,
    @Body() body: CreateClubUserDto,
  ): Promise<{ data: ClubUserView }> {
    return { data: await this.clubUsers.create(club.id, actor, body) };
  }

  @Put(':id')
  @RequireCapability('club-users:manage')
  @UserIdParam()
  @ApiDataResponse(ClubUserView, { description: 'A new user type or email ends their sessions here' })
  @ApiBadRequestResponse({ description: 'Invalid email address, name or user type; unknown field' })
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
    description: 'Membership, its sign-ups here and its sessions here removed; waitlists moved up',
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
