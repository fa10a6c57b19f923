import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCookieAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { API_ERRORS, JOIN_REQUEST_STATUSES } from '@courtside/domain';
import { AllowJoiner, ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import type { CourtsideRequest, Principal } from '../common/http/request-context';
import { requestLocale } from '../common/http/request-locale';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import {
  ApproveJoinRequestDto,
  CreateJoinRequestDto,
  DeclineJoinRequestDto,
  JoinRequestView,
  MyJoinRequestView,
} from './dto/join-request.dto';
import { JoinRequestsService } from './join-requests.service';

const requestId = new UuidParam(API_ERRORS.joinRequestNotFound);

/** Asking to join a club, and its staff deciding (API.md section 12). */
@ApiTags('join-requests')
@ClubScoped()
@Controller()
export class JoinRequestsController {
  constructor(private readonly requests: JoinRequestsService) {}

  @Post('club/join-requests')
  @AllowJoiner()
  @ApiCookieAuth('session')
  @ApiOperation({
    summary: 'Ask to join this club',
    description:
      "For a pending joiner: someone signed in at a club whose join_policy is 'request' who is not yet a user " +
      'of it. Every user manager is told (join_requested, at most one digest an hour).',
  })
  @ApiDataResponse(MyJoinRequestView, { status: 201 })
  @ApiBadRequestResponse({ description: 'A field is not valid; the message names it' })
  @ApiNotFoundResponse({ description: `System staff: ${API_ERRORS.noMembership}` })
  @ApiConflictResponse({
    description: `${API_ERRORS.joinRequestExists}; ${API_ERRORS.joinRequestRefused} (30 days after a decline); ${API_ERRORS.alreadyMember}`,
  })
  @ApiTooManyRequestsResponse({ description: `${API_ERRORS.joinRequestsFull} (100 pending per club)` })
  async create(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Body() body: CreateJoinRequestDto,
    @Req() req: CourtsideRequest,
  ): Promise<{ data: MyJoinRequestView }> {
    return { data: await this.requests.create(club.id, caller, body, caller.locale ?? requestLocale(req)) };
  }

  @Get('club/join-requests')
  @RequireCapability('club-users:manage')
  @ApiQuery({ name: 'status', required: false, enum: JOIN_REQUEST_STATUSES, description: 'Default pending' })
  @ApiDataResponse(JoinRequestView, {
    isArray: true,
    description: 'Pending ones oldest first; decided ones newest decision first',
  })
  @ApiBadRequestResponse({ description: 'status is not one of pending, approved, declined' })
  async list(
    @CurrentClub() club: Club,
    @Query('status') status?: unknown,
  ): Promise<{ data: JoinRequestView[] }> {
    return { data: await this.requests.list(club.id, status) };
  }

  @Post('club/join-requests/:id/approve')
  @HttpCode(200)
  @RequireCapability('club-users:manage')
  @ApiOperation({
    summary: 'Approve a request to join',
    description:
      'Makes the membership (clubmember unless user_type says clubguest) with the name, member number and ' +
      'phone of the request; the person is mailed (join_approved). Audited.',
  })
  @ApiDataResponse(JoinRequestView)
  @ApiNotFoundResponse({ description: API_ERRORS.joinRequestNotFound })
  @ApiConflictResponse({ description: API_ERRORS.joinRequestDecided })
  async approve(
    @CurrentClub() club: Club,
    @CurrentPrincipal() actor: Principal,
    @Param('id', requestId) id: string,
    @Body() body: ApproveJoinRequestDto,
  ): Promise<{ data: JoinRequestView }> {
    // `user_type: null` is the same as leaving it out (class-validator's IsOptional lets null
    // through): the default, not a membership without a type.
    return { data: await this.requests.approve(club.id, actor, id, body.user_type ?? undefined) };
  }

  @Post('club/join-requests/:id/decline')
  @HttpCode(200)
  @RequireCapability('club-users:manage')
  @ApiOperation({
    summary: 'Decline a request to join',
    description:
      'The person is mailed (join_declined, with the reason) and their sessions at the club end; a new request of theirs is refused for 30 days. Audited.',
  })
  @ApiDataResponse(JoinRequestView)
  @ApiNotFoundResponse({ description: API_ERRORS.joinRequestNotFound })
  @ApiConflictResponse({ description: API_ERRORS.joinRequestDecided })
  async decline(
    @CurrentClub() club: Club,
    @CurrentPrincipal() actor: Principal,
    @Param('id', requestId) id: string,
    @Body() body: DeclineJoinRequestDto,
  ): Promise<{ data: JoinRequestView }> {
    return { data: await this.requests.decline(club.id, actor, id, body.reason ?? null) };
  }

  @Get('me/join-request')
  @AllowJoiner()
  @ApiCookieAuth('session')
  @ApiDataResponse(MyJoinRequestView, { description: "The caller's latest request to join this club" })
  @ApiNotFoundResponse({
    description: `${API_ERRORS.joinRequestNotFound}; system staff: ${API_ERRORS.noMembership}`,
  })
  async mine(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
  ): Promise<{ data: MyJoinRequestView }> {
    return { data: await this.requests.mine(club.id, caller) };
  }

  @Delete('me/join-request')
  @AllowJoiner()
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Withdraw one’s pending request to join' })
  @ApiDataResponse(MyJoinRequestView, { description: 'The request withdrawn' })
  @ApiNotFoundResponse({ description: `No pending request: ${API_ERRORS.joinRequestNotFound}` })
  @ApiForbiddenResponse({ description: 'Never for a pending joiner' })
  async withdraw(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
  ): Promise<{ data: MyJoinRequestView }> {
    return { data: await this.requests.withdraw(club.id, caller) };
  }
}
