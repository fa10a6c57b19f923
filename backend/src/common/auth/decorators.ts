import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Capability } from '@courtside/domain';
import type { CourtsideRequest, Principal } from '../http/request-context';

export const IS_PUBLIC = 'courtside:public';
export const REQUIRED_CAPABILITY = 'courtside:capability';
export const CLUB_SCOPED = 'courtside:club-scoped';
export const ALLOW_JOINER = 'courtside:allow-joiner';

/**
 * Routes a pending joiner (a user signed in without a membership at this club, API.md section
 * 12) may call besides the public ones; such a handler sees `principal.userType` null. The data
 * export is allowed by path (JOINER_PATHS), so it needs no mark.
 */
export const AllowJoiner = () => SetMetadata(ALLOW_JOINER, true);

/** Paths a pending joiner may call whose handlers carry no @AllowJoiner() mark. */
export const JOINER_PATHS: readonly string[] = ['/api/me/data-export'];

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
