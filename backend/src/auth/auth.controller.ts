import { Body, Controller, HttpCode, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { API_ERRORS, AUTH_MESSAGES } from '@courtside/domain';
import type { Response } from 'express';
import { Public } from '../common/auth/decorators';
import type { CourtsideRequest } from '../common/http/request-context';
import { CurrentClub, OptionalClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../clubs/club.entity';
import { toPublicClub } from '../clubs/club.view';
import { authUserView } from './auth-user.view';
import type { LoggedInIdentity } from './auth.service';
import {
  LoginFailedResponse,
  LoginResponse,
  LogoutResponse,
  MagicLinkSentResponse,
  SessionCheckResponse,
  SystemMagicLinkSentResponse,
} from './dto/auth-responses';
import { MagicLinkRequestDto, MagicLinkTokenDto } from './dto/magic-link-request.dto';
import { LoginLinksService } from './login-links.service';
import { ClubMagicLinkGuard, SystemMagicLinkGuard } from './magic-link.strategy';
import { SessionsService } from './sessions.service';

@ApiTags('auth')
@Public()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly links: LoginLinksService,
    private readonly sessions: SessionsService,
  ) {}

  @Post('magic-link')
  @HttpCode(200)
  @ApiOkResponse({
    type: MagicLinkSentResponse,
    description: 'Same answer whether or not the address is known',
  })
  @ApiBadRequestResponse({ description: 'Invalid email address' })
  @ApiTooManyRequestsResponse({ description: 'Rate limited; see Retry-After' })
  @ApiServiceUnavailableResponse({ description: 'Mail service unavailable' })
  async requestClubLink(
    @CurrentClub() club: Club,
    @Body() body: MagicLinkRequestDto,
    @Req() req: CourtsideRequest,
  ): Promise<MagicLinkSentResponse> {
    const link = await this.links.request('club', club, body.email, req.ip ?? 'unknown');
    return { success: true, message: AUTH_MESSAGES.linkSent, ...(link ? { TEMP: link } : {}) };
  }

  @Post('verify-magic-link')
  @HttpCode(200)
  @UseGuards(ClubMagicLinkGuard)
  @ApiBody({ type: MagicLinkTokenDto })
  @ApiOkResponse({ type: LoginResponse, description: 'Sets the session cookie' })
  @ApiUnauthorizedResponse({
    type: LoginFailedResponse,
    description: 'Used, expired, voided, forged or other-club token',
  })
  async verifyClubLink(
    @Req() req: CourtsideRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    return this.startSession(req.user as LoggedInIdentity, res);
  }

  @Post('verify')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionCheckResponse })
  @ApiUnauthorizedResponse({ type: SessionCheckResponse })
  async verifySession(
    @OptionalClub() club: Club | null,
    @Req() req: CourtsideRequest,
  ): Promise<SessionCheckResponse> {
    const resolved = await this.sessions.resolve(req.cookies?.[this.sessions.cookieName], club?.id ?? null);
    const publicClub = club ? toPublicClub(club) : null;
    if (typeof resolved === 'string') {
      const error = resolved === 'expired' ? API_ERRORS.sessionExpired : API_ERRORS.authRequired;
      throw new UnauthorizedException({
        authenticated: false,
        user: null,
        club: publicClub,
        renewed: false,
        error,
        message: error,
      });
    }
    return {
      authenticated: true,
      user: authUserView(resolved.principal),
      club: publicClub,
      renewed: resolved.renewed,
    };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: LogoutResponse, description: 'Session ended and cookie cleared' })
  async logout(
    @Req() req: CourtsideRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LogoutResponse> {
    await this.sessions.destroy(req.cookies?.[this.sessions.cookieName]);
    res.clearCookie(this.sessions.cookieName, this.sessions.cookieOptions());
    return { success: true };
  }

  @Post('system-admin-magic-link')
  @HttpCode(200)
  @ApiOkResponse({ type: SystemMagicLinkSentResponse, description: 'Mail only for existing system users' })
  @ApiBadRequestResponse({ description: 'Invalid email address' })
  @ApiTooManyRequestsResponse({ description: 'Rate limited; see Retry-After' })
  @ApiServiceUnavailableResponse({ description: 'Mail service unavailable' })
  async requestSystemLink(
    @Body() body: MagicLinkRequestDto,
    @Req() req: CourtsideRequest,
  ): Promise<SystemMagicLinkSentResponse> {
    const link = await this.links.request('system', null, body.email, req.ip ?? 'unknown');
    return { message: AUTH_MESSAGES.systemLinkSent, ...(link ? { TEMP: link } : {}) };
  }

  @Post('system-admin-verify-magic-link')
  @HttpCode(200)
  @UseGuards(SystemMagicLinkGuard)
  @ApiBody({ type: MagicLinkTokenDto })
  @ApiOkResponse({ type: LoginResponse, description: 'Sets the session cookie' })
  @ApiUnauthorizedResponse({ type: LoginFailedResponse })
  async verifySystemLink(
    @Req() req: CourtsideRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponse> {
    return this.startSession(req.user as LoggedInIdentity, res);
  }

  private async startSession(identity: LoggedInIdentity, res: Response): Promise<LoginResponse> {
    const owner =
      identity.kind === 'club'
        ? { kind: 'club' as const, userId: identity.id, clubId: identity.clubId! }
        : { kind: 'system' as const, systemUserId: identity.id };
    const { secret, expires } = await this.sessions.create(owner, identity.userType);
    res.cookie(this.sessions.cookieName, secret, this.sessions.cookieOptions(expires));
    return { success: true, user: authUserView(identity) };
  }
}
