import {
  CanActivate,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { API_ERRORS, can } from '@courtside/domain';
import { SessionsService } from './sessions.service';
import { cookieText } from '../http/cookies';
import type { CourtsideRequest } from '../http/request-context';
import {
  ALLOW_JOINER,
  CLUB_SCOPED,
  IS_PUBLIC,
  JOINER_PATHS,
  REQUIRED_CAPABILITY,
  type CapabilityRequirement,
} from './decorators';

/**
 * The one global guard: club-scoped routes need a club host; every handler is either @Public()
 * or needs a session valid on this host; @RequireCapability() adds a role check against the
 * capability table. A pending joiner (no membership here) may call only the routes marked
 * @AllowJoiner() and JOINER_PATHS; system staff have no membership at any club, so the person's own
 * routes (`/api/me/*`) are 404 for them.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const req = context.switchToHttp().getRequest<CourtsideRequest>();
    if (this.reflector.getAllAndOverride<boolean>(CLUB_SCOPED, targets) && !req.club) {
      throw new NotFoundException(API_ERRORS.clubNotFound);
    }
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    // Only a text cookie can name a session (cookieText): anything else is no session, a 401.
    const resolved = await this.sessions.resolve(cookieText(req, this.sessions.cookieName), req.club ?? null);
    if (resolved === 'expired') throw new UnauthorizedException(API_ERRORS.sessionExpired);
    if (typeof resolved === 'string') throw new UnauthorizedException(API_ERRORS.authRequired);
    req.principal = resolved.principal;
    req.sessionRenewed = resolved.renewed;

    const path = req.path.replace(/\/+$/, '');
    if (resolved.principal.userType === null) {
      if (this.reflector.getAllAndOverride<boolean>(ALLOW_JOINER, targets) || JOINER_PATHS.includes(path))
        return true;
      throw new ForbiddenException(
        resolved.principal.joinRequest?.status === 'pending'
          ? API_ERRORS.joinRequestWaiting
          : API_ERRORS.askToJoinFirst,
      );
    }
    if (resolved.principal.kind === 'system' && path.startsWith('/api/me/')) {
      throw new NotFoundException(API_ERRORS.noMembership);
    }

    const required = this.reflector.getAllAndOverride<CapabilityRequirement | undefined>(
      REQUIRED_CAPABILITY,
      targets,
    );
    if (required && !can(resolved.principal.userType, required.capability)) {
      throw new ForbiddenException(required.message ?? API_ERRORS.forbidden);
    }
    return true;
  }
}
