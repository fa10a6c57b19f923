import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JOIN_REQUEST_STATUSES, type JoinRequestStatus } from '@courtside/domain';
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

/** A pending joiner's request at this club (API.md section 12). */
export class OwnJoinRequestView {
  @ApiProperty({ enum: JOIN_REQUEST_STATUSES }) status!: JoinRequestStatus;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

export class LoginResponse {
  @ApiProperty({ example: true }) success!: boolean;
  @ApiProperty({ type: AuthUserView }) user!: AuthUserView;
  @ApiPropertyOptional({
    type: OwnJoinRequestView,
    nullable: true,
    description:
      'Pending joiners only (user.user_type null): their request to join this club, or null before they ask',
  })
  join_request?: OwnJoinRequestView | null;
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
  @ApiPropertyOptional({
    type: OwnJoinRequestView,
    nullable: true,
    description:
      'Pending joiners only (user.user_type null): their request to join this club, or null before they ask',
  })
  join_request?: OwnJoinRequestView | null;
  @ApiPropertyOptional() error?: string;
}

export class LogoutResponse {
  @ApiProperty({ example: true }) success!: boolean;
}
