import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { MailModule } from '../mail/mail.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LinkRateLimiter } from './link-rate-limiter';
import { LoginLinkProcessor } from './login-link.processor';
import { LoginLinksService } from './login-links.service';
import { ClubMagicLinkStrategy, SystemMagicLinkStrategy } from './magic-link.strategy';
import { SessionsService } from './sessions.service';

@Module({
  imports: [PassportModule, MailModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    LoginLinksService,
    LinkRateLimiter,
    SessionsService,
    ClubMagicLinkStrategy,
    SystemMagicLinkStrategy,
    LoginLinkProcessor,
  ],
  exports: [SessionsService],
})
export class AuthModule {}
