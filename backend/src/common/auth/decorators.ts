import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiCookieAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Capability } from '@courtside/domain';
import type { CourtsideRequest, Principal } from '../http/request-context';

export const IS_PUBLIC = 'courtside:public';
export const REQUIRED_CAPABILITY = 'courtside:capability';

/** No session needed. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** A valid session whose role grants `capability` (API.md section 6). */
export const RequireCapability = (capability: Capability) =>
  applyDecorators(
    SetMetadata(REQUIRED_CAPABILITY, capability),
    ApiCookieAuth('session'),
    ApiUnauthorizedResponse({ description: 'No valid session for this host' }),
    ApiForbiddenResponse({ description: `Role lacks ${capability}` }),
  );

export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Principal =>
    ctx.switchToHttp().getRequest<CourtsideRequest>().principal!,
);
