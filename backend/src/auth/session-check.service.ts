import { Injectable } from '@nestjs/common';
import { API_ERRORS, translateMessage } from '@courtside/domain';
import { SessionsService } from '../common/auth/sessions.service';
import { requestLocale } from '../common/http/request-locale';
import type { Request } from 'express';
import type { Club } from '../common/tenancy/club.entity';
import { toPublicClub } from '../clubs/club.view';
import { authUserView } from './auth-user.view';
import type { SessionCheckResponse } from './dto/auth-responses';

/**
 * The session check (API.md section 3): who the request's session cookie signs in at `club`
 * (null: the apex). Answered to `POST /api/auth/verify`, and written into the page the backend
 * serves (frontends/serve-frontends.ts), so a page load needs no round trip for it.
 */
@Injectable()
export class SessionCheckService {
  constructor(private readonly sessions: SessionsService) {}

  async check(club: Club | null, req: Request): Promise<SessionCheckResponse> {
    const resolved = await this.sessions.resolve(
      (req.cookies as Record<string, string> | undefined)?.[this.sessions.cookieName],
      club,
    );
    const publicClub = club ? toPublicClub(club) : null;
    if (typeof resolved === 'string') {
      const error = resolved === 'expired' ? API_ERRORS.sessionExpired : API_ERRORS.authRequired;
      return {
        authenticated: false,
        user: null,
        club: publicClub,
        renewed: false,
        error: translateMessage(error, requestLocale(req) ?? 'en'),
      };
    }
    return {
      authenticated: true,
      user: authUserView(resolved.principal),
      club: publicClub,
      renewed: resolved.renewed,
    };
  }
}
