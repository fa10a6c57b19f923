import { Controller, Delete, Get, Param, Post, Query } from '@nestjs/common';
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
import { ApiDataResponse } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { ownerId } from '../events/event-select';
import { SeriesSubscriptionsService } from './series-subscriptions.service';
import { SeriesService } from './series.service';
import { SeriesView, SubscriptionView } from './series.view';

const seriesId = new UuidParam(API_ERRORS.seriesNotFound);

@ApiTags('series')
@ClubScoped()
@Controller('series')
export class SeriesController {
  constructor(
    private readonly series: SeriesService,
    private readonly subscriptions: SeriesSubscriptionsService,
  ) {}

  @Get(':id')
  @RequireCapability('events:read')
  @ApiDataResponse(SeriesView)
  @ApiNotFoundResponse({ description: API_ERRORS.seriesNotFound })
  async get(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', seriesId) id: string,
  ) {
    return { data: await this.series.get(club, id, caller) };
  }

  @Post(':id/subscription')
  @RequireCapability('signups:self', API_ERRORS.signupForbidden)
  @ApiDataResponse(SeriesView, {
    status: 201,
    description:
      'A standing sign-up: the caller is signed up for every scheduled date not yet started (waitlisted where full) and for every date added later, in subscription order',
  })
  @ApiForbiddenResponse({ description: API_ERRORS.signupForbidden })
  @ApiConflictResponse({ description: `${API_ERRORS.alreadySubscribed}, or ${API_ERRORS.seriesOver}` })
  @ApiNotFoundResponse({ description: API_ERRORS.seriesNotFound })
  async subscribe(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', seriesId) id: string,
  ) {
    await this.subscriptions.subscribe(club, id, caller.id);
    return { data: await this.series.get(club, id, caller) };
  }

  @Delete(':id/subscription')
  @RequireCapability('events:read')
  @ApiQuery({
    name: 'cancel_future',
    required: false,
    enum: ['true', 'false'],
    description:
      "true: also cancel the caller's sign-ups for dates not yet started (waitlisted people move up)",
  })
  @ApiDataResponse(SeriesView, { description: 'The series, no longer subscribed' })
  @ApiBadRequestResponse({ description: 'cancel_future is not true or false' })
  @ApiNotFoundResponse({ description: `${API_ERRORS.seriesNotFound}, or ${API_ERRORS.notSubscribed}` })
  async unsubscribe(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', seriesId) id: string,
    @Query('cancel_future') cancelFuture?: unknown,
  ) {
    if (cancelFuture !== undefined && cancelFuture !== 'true' && cancelFuture !== 'false')
      throw FieldValidationException.forField('cancel_future', "cancel_future must be 'true' or 'false'");
    await this.subscriptions.unsubscribe(club, id, ownerId(caller), cancelFuture === 'true');
    return { data: await this.series.get(club, id, caller) };
  }
}

@ApiTags('series')
@ClubScoped()
@Controller('me/subscriptions')
export class MySubscriptionsController {
  constructor(private readonly series: SeriesService) {}

  @Get()
  @RequireCapability('events:read')
  @ApiDataResponse(SubscriptionView, {
    isArray: true,
    description: "The caller's standing sign-ups at this club, oldest first (empty for system staff)",
  })
  async mine(@CurrentClub() club: Club, @CurrentPrincipal() caller: Principal) {
    return { data: await this.series.subscriptionsOf(club, caller) };
  }
}
