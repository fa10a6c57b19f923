import { Injectable } from '@nestjs/common';
import { API_ERRORS, translateMessage, type OwnJoinRequest } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { SessionsService } from '../common/auth/sessions.service';
import { sessionStore } from '../common/auth/sessions.store';
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
  constructor(
    private readonly sessions: SessionsService,
    private readonly db: DataSource,
  ) {}

  /** A pending joiner's latest request at their club, or null. */
  async joinRequestOf(identity: { id: string; clubId: string | null }): Promise<OwnJoinRequest | null> {
    if (!identity.clubId) return null;
    const row = await sessionStore.latestJoinRequest(this.db.manager, identity.clubId, identity.id);
    return row ? { status: row.status, created_at: new Date(row.created_at).toISOString() } : null;
  }

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
      ...(resolved.principal.userType === null
        ? { join_request: resolved.principal.joinRequest ?? null }
        : {}),
      club: publicClub,
      renewed: resolved.renewed,
    };
  }
}
