import { ApiProperty } from '@nestjs/swagger';
import { INVITATION_SKIP_REASONS, type InvitationSkipReason } from '@courtside/domain';

export class InvitationSkippedView {
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({
    enum: INVITATION_SKIP_REASONS,
    description:
      "not_found: no such user in this club (another club's people included); already_signed_in: they have signed in here, so an invitation would not work; invited_recently: invited within the hour",
  })
  reason!: InvitationSkipReason;
}

export class InvitationResultView {
  @ApiProperty({ description: 'Invitations written to the outbox (mailed within moments)' })
  sent!: number;
  @ApiProperty({ type: [InvitationSkippedView] }) skipped!: InvitationSkippedView[];
}
