import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiParam, ApiProperty, ApiTags } from '@nestjs/swagger';
import { API_ERRORS, SIGNUP_STATUSES, type SignupStatus } from '@courtside/domain';
import { ClubScoped, Public } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import { EventView, OFFER_EXPIRES_DESCRIPTION } from '../events/event.view';
import { OffersService } from './offers.service';
import { OwnSignupView } from './signup.view';

/** `GET /api/offers/<token>`: the offer as the `/offers/<token>` page shows it. */
export class OfferLinkView {
  @ApiProperty({ type: EventView, description: "The event, with my_signup as the offer's owner sees it" })
  event!: EventView;
  @ApiProperty({ enum: SIGNUP_STATUSES }) status!: SignupStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: OFFER_EXPIRES_DESCRIPTION })
  offer_expires_at!: Date | null;
}

const TOKEN = {
  name: 'token',
  description:
    "The token of an offer mail's link: single use, it expires with the offer (only its hash is stored)",
};

/**
 * The offer mail's links (API.md section 13, "Offer links"), without a session: the token is the
 * credential. GET never changes anything (link scanners follow links); the page asks before it
 * posts. Accepting or declining spends the token.
 */
@ApiTags('signups')
@ClubScoped()
@Public()
@Controller('offers')
export class OffersController {
  constructor(private readonly offers: OffersService) {}

  @Get(':token')
  @ApiParam(TOKEN)
  @ApiDataResponse(OfferLinkView, { description: 'The offer; nothing changes' })
  @ApiNotFoundResponse({ description: API_ERRORS.offerLinkInvalid })
  async describe(@CurrentClub() club: Club, @Param('token') token: string) {
    return { data: await this.offers.describe(club.id, token) };
  }

  @Post(':token/accept')
  @HttpCode(200)
  @ApiParam(TOKEN)
  @ApiDataResponse(OwnSignupView, { description: 'Confirmed' })
  @ApiConflictResponse({
    description: `Nothing changes: ${API_ERRORS.offerExpired}; ${API_ERRORS.noOpenOffer}`,
  })
  @ApiNotFoundResponse({ description: `${API_ERRORS.offerLinkInvalid} (also once used)` })
  async accept(@CurrentClub() club: Club, @Param('token') token: string) {
    return { data: await this.offers.accept(club.id, null, { token }) };
  }

  @Post(':token/decline')
  @HttpCode(200)
  @ApiParam(TOKEN)
  @ApiDataResponse(OwnSignupView, { description: 'The offer ended; the place goes to the next person' })
  @ApiConflictResponse({
    description: `Nothing changes: ${API_ERRORS.offerExpired}; ${API_ERRORS.noOpenOffer}`,
  })
  @ApiNotFoundResponse({ description: `${API_ERRORS.offerLinkInvalid} (also once used)` })
  async decline(@CurrentClub() club: Club, @Param('token') token: string) {
    return { data: await this.offers.decline(club.id, null, { token }) };
  }
}
