import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Capability } from '@courtside/domain';
import type { CourtsideRequest, Principal } from '../http/request-context';

export const IS_PUBLIC = 'courtside:public';
export const REQUIRED_CAPABILITY = 'courtside:capability';
export const CLUB_SCOPED = 'courtside:club-scoped';

export interface CapabilityRequirement {
  capability: Capability;
  /** The 403 text when the role lacks it (default: API_ERRORS.forbidden). */
  message?: string;
}

/** No session needed. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * Routes that act on the request's club: on the apex host or an unknown club they answer 404
 * 'Club not found' before anything else is checked.
 */
export const ClubScoped = () => SetMetadata(CLUB_SCOPED, true);

/** A valid session whose role grants `capability` (API.md section 6). */
export const RequireCapability = (capability: Capability, message?: string) =>
  applyDecorators(
    SetMetadata(REQUIRED_CAPABILITY, { capability, message } satisfies CapabilityRequirement),
    ApiCookieAuth('session'),
    ApiUnauthorizedResponse({ description: 'No valid session for this host' }),
    ApiForbiddenResponse({ description: `Role lacks ${capability}` }),
  );

export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Principal =>
    ctx.switchToHttp().getRequest<CourtsideRequest>().principal!,
);
