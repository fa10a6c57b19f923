import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { SessionCheckService } from './session-check.service';
import { LoginLinksModule } from './login-links.module';
import { ClubMagicLinkStrategy, SystemMagicLinkStrategy } from './magic-link.strategy';

@Module({
  imports: [PassportModule, LoginLinksModule],
  controllers: [AuthController],
  providers: [AuthService, SessionCheckService, ClubMagicLinkStrategy, SystemMagicLinkStrategy],
  exports: [SessionCheckService],
})
export class AuthModule {}
