import { createParamDecorator, ExecutionContext, NotFoundException } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import type { CourtsideRequest } from '../http/request-context';

/** The request's club; on the apex host a club-scoped handler answers 404 'Club not found'. */
export const CurrentClub = createParamDecorator((_data: unknown, ctx: ExecutionContext) => {
  const club = ctx.switchToHttp().getRequest<CourtsideRequest>().club;
  if (!club) throw new NotFoundException(API_ERRORS.clubNotFound);
  return club;
});

/** The request's club or null (apex host). */
export const OptionalClub = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<CourtsideRequest>().club,
);
