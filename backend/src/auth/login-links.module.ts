import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { LinkRateLimiter } from './link-rate-limiter';
import { LoginLinkMailHandler } from './login-link.handler';
import { LoginLinksService } from './login-links.service';

/** Issuing, mailing and using login links; all a --worker process needs of the login flow. */
@Module({
  imports: [MailModule],
  providers: [LoginLinksService, LinkRateLimiter, LoginLinkMailHandler],
  exports: [LoginLinksService],
})
export class LoginLinksModule {}
