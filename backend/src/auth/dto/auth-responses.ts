import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PublicClubView } from '../../clubs/club.view';
import { AuthUserView } from '../auth-user.view';

export class MagicLinkSentResponse {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ description: 'The link itself, only when MAGIC_LINK_TEST_MODE is on' })
  TEMP?: string;
}

export class SystemMagicLinkSentResponse {
  @ApiProperty() message!: string;
  @ApiPropertyOptional({ description: 'The link itself, only when MAGIC_LINK_TEST_MODE is on' })
  TEMP?: string;
}

export class LoginResponse {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: AuthUserView }) user!: AuthUserView;
}

export class LoginFailedResponse {
  @ApiProperty({ example: false }) success!: boolean;
  @ApiProperty({ example: 'Invalid or expired magic link' }) error!: string;
}

export class SessionCheckResponse {
  @ApiProperty() authenticated!: boolean;
  @ApiPropertyOptional({ type: AuthUserView, nullable: true }) user!: AuthUserView | null;
  @ApiPropertyOptional({ type: PublicClubView, nullable: true }) club!: PublicClubView | null;
  @ApiProperty() renewed!: boolean;
  @ApiPropertyOptional() error?: string;
}

export class LogoutResponse {
  @ApiProperty({ example: true }) success!: boolean;
}
