import { BadRequestException, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { API_ERRORS, VALIDATION } from '@courtside/domain';
import type { Request } from 'express';
import { Strategy } from 'passport-strategy';
import type { CourtsideRequest } from '../common/http/request-context';
import { requestLocale } from '../common/http/request-locale';
import { AuthService, type LoggedInIdentity } from './auth.service';

type Verify = (req: Request, token: string, done: (error: unknown, user?: unknown) => void) => void;

/**
 * A Passport strategy for a magic-link token in the JSON body. We verify against our own
 * single-use token record rather than passport-magic-login's stateless JWT: the record already
 * gives single use, expiry, club binding and voiding, and a JWT on top would add nothing.
 */
class BodyTokenStrategy extends Strategy {
  constructor(private readonly verify: Verify) {
    super();
  }

  override authenticate(req: Request): void {
    const token = (req.body as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.trim() === '')
      return this.fail({ message: VALIDATION.tokenRequired }, 400);
    if (token.length > 200) return this.fail({ message: API_ERRORS.invalidMagicLink }, 401);
    this.verify(req, token.trim(), (error, user) => {
      if (error) return this.error(error as Error);
      if (!user) return this.fail({ message: API_ERRORS.invalidMagicLink }, 401);
      this.success(user);
    });
  }
}

@Injectable()
export class ClubMagicLinkStrategy extends PassportStrategy(BodyTokenStrategy, 'club-magic-link') {
  constructor(private readonly auth: AuthService) {
    super();
  }

  async validate(req: CourtsideRequest, token: string): Promise<LoggedInIdentity | null> {
    return req.club ? this.auth.loginWithClubLink(token, req.club, requestLocale(req)) : null;
  }
}

@Injectable()
export class SystemMagicLinkStrategy extends PassportStrategy(BodyTokenStrategy, 'system-magic-link') {
  constructor(private readonly auth: AuthService) {
    super();
  }

  async validate(_req: Request, token: string): Promise<LoggedInIdentity | null> {
    return this.auth.loginWithSystemLink(token);
  }
}

/** Failures answer `{ success: false, error }` (API.md section 3). */
function magicLinkGuard(strategy: string) {
  @Injectable()
  class MagicLinkGuard extends AuthGuard(strategy) {
    override handleRequest<T>(
      error: unknown,
      user: T,
      info: { message?: string } | undefined,
      _ctx: ExecutionContext,
      status?: number,
    ): T {
      if (error) throw error;
      if (user) return user;
      const message = info?.message ?? API_ERRORS.invalidMagicLink;
      const body = { success: false, error: message, message };
      throw status === 400 ? new BadRequestException(body) : new UnauthorizedException(body);
    }
  }
  return MagicLinkGuard;
}

export const ClubMagicLinkGuard = magicLinkGuard('club-magic-link');
export const SystemMagicLinkGuard = magicLinkGuard('system-magic-link');
