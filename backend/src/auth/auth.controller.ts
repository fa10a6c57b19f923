import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AUTH_MESSAGES, translateMessage } from '@courtside/domain';
import type { Response } from 'express';
import { Public } from '../common/auth/decorators';
import type { CourtsideRequest } from '../common/http/request-context';
import { requestLocale } from '../common/http/request-locale';
import { CurrentClub, OptionalClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
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
import { LogoutDto, MagicLinkRequestDto, MagicLinkTokenDto } from './dto/magic-link-request.dto';
import { DataSource } from 'typeorm';
import { cookieText } from '../common/http/cookies';
import { logoutDeviceStore } from './logout-device.store';
import { LoginLinksService } from './login-links.service';
import { SessionCheckService } from './session-check.service';
import { ClubMagicLinkGuard, SystemMagicLinkGuard } from './magic-link.strategy';
import { SessionsService } from '../common/auth/sessions.service';

@ApiTags('auth')
@Public()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly links: LoginLinksService,
    private readonly sessions: SessionsService,
    private readonly sessionCheck: SessionCheckService,
    private readonly db: DataSource,
  ) {}

  @Post('magic-link')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ask for a login link for this club',
    description:
      'Queues a mail with a single-use link valid 10 minutes. Asking never voids a link already sent; ' +
      "using one voids the person's other unused links for this club. Rate limits: per (address, club, " +
      'client IP), per client IP, and per (address, club) per hour across IPs (429 with Retry-After). ' +
      'The address is trimmed, lower-cased and unquoted; one with invisible characters is a 400.',
  })
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
    const locale = requestLocale(req);
    const link = await this.links.request('club', club, body.email, req.ip ?? 'unknown', locale);
    const message = translateMessage(AUTH_MESSAGES.linkSent, locale ?? 'en');
    return { success: true, message, ...(link ? { TEMP: link } : {}) };
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
  @ApiOkResponse({
    type: SessionCheckResponse,
    description:
      'Signed in: authenticated true. No, expired or wrong-club session: 200 with authenticated false and ' +
      '`error` (a signed-out page load is not an error in the browser console; API.md section 3)',
  })
  verifySession(
    @OptionalClub() club: Club | null,
    @Req() req: CourtsideRequest,
  ): Promise<SessionCheckResponse> {
    return this.sessionCheck.check(club, req);
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({
    type: LogoutResponse,
    description:
      "Session ended and cookie cleared; with `endpoint`, that push device is removed from the person's devices here",
  })
  async logout(
    @OptionalClub() club: Club | null,
    @Body() body: LogoutDto,
    @Req() req: CourtsideRequest,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LogoutResponse> {
    const secret = cookieText(req, this.sessions.cookieName);
    if (body.endpoint && club) {
      const resolved = await this.sessions.resolve(secret, club);
      if (typeof resolved !== 'string' && resolved.principal.kind === 'club')
        // The next person on this browser must get none of this person's messages.
        await logoutDeviceStore.remove(this.db.manager, club.id, resolved.principal.id, body.endpoint);
    }
    await this.sessions.destroy(req.cookies?.[this.sessions.cookieName]);
    res.clearCookie(this.sessions.cookieName, this.sessions.cookieOptions());
    return { success: true };
  }

  @Post('system-admin-magic-link')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Ask for a system console login link',
    description:
      'Mails a link only to existing system users; the same answer otherwise. Asking never voids a link ' +
      'already sent; using one voids the other unused system links of that address. Rate limited as the ' +
      'club login is.',
  })
  @ApiOkResponse({ type: SystemMagicLinkSentResponse, description: 'Mail only for existing system users' })
  @ApiBadRequestResponse({ description: 'Invalid email address' })
  @ApiTooManyRequestsResponse({ description: 'Rate limited; see Retry-After' })
  @ApiServiceUnavailableResponse({ description: 'Mail service unavailable' })
  async requestSystemLink(
    @Body() body: MagicLinkRequestDto,
    @Req() req: CourtsideRequest,
  ): Promise<SystemMagicLinkSentResponse> {
    const locale = requestLocale(req);
    const link = await this.links.request('system', null, body.email, req.ip ?? 'unknown', locale);
    const message = translateMessage(AUTH_MESSAGES.systemLinkSent, locale ?? 'en');
    return { message, ...(link ? { TEMP: link } : {}) };
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
    return {
      success: true,
      user: authUserView(identity),
      // A pending joiner has just signed in: any request of theirs is in the session check.
      ...(identity.userType === null
        ? { join_request: await this.sessionCheck.joinRequestOf(identity) }
        : {}),
    };
  }
}
