import { Body, Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { API_ERRORS } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, Public, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import {
  PushEndpointQuery,
  PushPublicKeyView,
  PushRemovedView,
  PushSubscriptionDto,
  PushSubscriptionView,
} from './dto/push.dto';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { VapidKeys } from './vapid-keys';

const NO_MEMBERSHIP = `System staff: ${API_ERRORS.noMembership}`;

/** The key browsers subscribe with (API.md section 15): the same for every club. */
@ApiTags('push')
@Public()
@Controller('push')
export class PushKeyController {
  constructor(private readonly keys: VapidKeys) {}

  @Get('public-key')
  @ApiOperation({ summary: "The VAPID public key: pushManager.subscribe's applicationServerKey" })
  @ApiDataResponse(PushPublicKeyView)
  async publicKey(): Promise<{ data: PushPublicKeyView }> {
    return { data: { public_key: (await this.keys.get()).publicKey } };
  }
}

/** The signed-in person's devices at this club (API.md section 15). */
@ApiTags('me')
@ClubScoped()
@Controller('me/push-subscriptions')
export class PushSubscriptionsController {
  constructor(private readonly subscriptions: PushSubscriptionsService) {}

  @Post()
  @RequireCapability('events:read')
  @ApiOperation({
    summary: 'Subscribe this device',
    description:
      'The body is what PushSubscription.toJSON() gives. Posting an endpoint again updates its keys (no ' +
      'duplicate; an endpoint another person at any club held moves to the caller). The first device turns ' +
      'push on for every kind the person gets by e-mail, and organiser messages. Logout with `endpoint` ' +
      '(POST /api/auth/logout) removes the device.',
  })
  @ApiDataResponse(PushSubscriptionView, { status: 201 })
  @ApiBadRequestResponse({ description: 'Not an https endpoint on PUSH_ALLOWED_HOSTS, or malformed keys' })
  @ApiNotFoundResponse({ description: NO_MEMBERSHIP })
  @ApiConflictResponse({ description: `${API_ERRORS.tooManyDevices}: five devices already` })
  async subscribe(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Body() body: PushSubscriptionDto,
  ): Promise<{ data: PushSubscriptionView }> {
    return { data: await this.subscriptions.subscribe(club.id, caller, body) };
  }

  @Delete()
  @HttpCode(200)
  @RequireCapability('events:read')
  @ApiOperation({ summary: 'Unsubscribe a device of the caller (200 whether or not it was theirs)' })
  @ApiDataResponse(PushRemovedView)
  @ApiBadRequestResponse({ description: 'No endpoint given' })
  @ApiNotFoundResponse({ description: NO_MEMBERSHIP })
  async unsubscribe(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Query() query: PushEndpointQuery,
  ): Promise<{ data: PushRemovedView }> {
    return { data: { removed: await this.subscriptions.unsubscribe(club.id, caller, query.endpoint) } };
  }
}
