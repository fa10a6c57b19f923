import { ApiProperty } from '@nestjs/swagger';
import { INVITATION_LIMITS, VALIDATION } from '@courtside/domain';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';

/** `POST /api/club-users/invitations`. */
export class InviteClubUsersDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'string', format: 'uuid' },
    minItems: 1,
    maxItems: INVITATION_LIMITS.batchMax,
    description: "The people to invite (ids of this club's users; repeats count once)",
  })
  @IsArray({ message: VALIDATION.invitationUserIdsInvalid })
  @ArrayMinSize(1, { message: VALIDATION.invitationUserIdsInvalid })
  @ArrayMaxSize(INVITATION_LIMITS.batchMax, { message: VALIDATION.invitationUserIdsInvalid })
  @IsUUID('all', { each: true, message: VALIDATION.invitationUserIdsInvalid })
  user_ids!: string[];
}
