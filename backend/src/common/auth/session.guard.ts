import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_ERRORS, can, type Capability } from '@courtside/domain';
import { SessionsService } from '../../auth/sessions.service';
import type { CourtsideRequest } from '../http/request-context';
import { IS_PUBLIC, REQUIRED_CAPABILITY } from './decorators';

/**
 * The one global guard: every handler is either @Public() or needs a session valid on this
 * host; @RequireCapability() adds a role check against the capability table.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const req = context.switchToHttp().getRequest<CourtsideRequest>();
    const resolved = await this.sessions.resolve(
      req.cookies?.[this.sessions.cookieName],
      req.club?.id ?? null,
    );
    if (resolved === 'expired') throw new UnauthorizedException(API_ERRORS.sessionExpired);
    if (typeof resolved === 'string') throw new UnauthorizedException(API_ERRORS.authRequired);
    req.principal = resolved.principal;
    req.sessionRenewed = resolved.renewed;

    const capability = this.reflector.getAllAndOverride<Capability | undefined>(REQUIRED_CAPABILITY, targets);
    if (capability && !can(resolved.principal.userType, capability))
      throw new ForbiddenException(API_ERRORS.forbidden);
    return true;
  }
}
