import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  JOIN_APPROVE_TYPES,
  JOIN_REQUEST_LIMITS,
  JOIN_REQUEST_STATUSES,
  LIMITS,
  VALIDATION,
  type JoinApproveType,
  type JoinRequestStatus,
} from '@courtside/domain';
import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsOptional, IsString } from 'class-validator';
import { AllowedCharacters, allowedCharactersNote } from '../../common/validation/allowed-characters';
import { MaxGraphemes } from '../../common/validation/max-graphemes';
import { MemberNumberField, PhoneField, trimmedOrNull } from '../../users/member-fields';

/** `POST /api/club/join-requests`: a pending joiner asks to join, with what the club needs to know. */
export class CreateJoinRequestDto {
  @ApiProperty({
    maxLength: LIMITS.userName,
    example: 'Anna de Vries',
    description: `The name the club will know them by. ${allowedCharactersNote(VALIDATION.nameCharacters)}`,
  })
  @Transform(trimmedOrNull)
  // The error filter reports the topmost of the stacked decorators that fail.
  @IsDefined({ message: VALIDATION.joinNameRequired })
  @IsString({ message: VALIDATION.joinNameRequired })
  @MaxGraphemes(LIMITS.userName, { message: VALIDATION.nameTooLong })
  @AllowedCharacters(VALIDATION.nameCharacters)
  name!: string;

  @MemberNumberField()
  member_number?: string | null;

  @PhoneField()
  phone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: JOIN_REQUEST_LIMITS.messageMax,
    description: `A word to the club's staff. ${allowedCharactersNote(VALIDATION.joinMessageCharacters, true)}`,
  })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString({ message: VALIDATION.joinMessageCharacters })
  @MaxGraphemes(JOIN_REQUEST_LIMITS.messageMax, { message: VALIDATION.joinMessageTooLong })
  @AllowedCharacters(VALIDATION.joinMessageCharacters, { multiline: true })
  message?: string | null;
}

/** `POST /api/club/join-requests/:id/approve`. */
export class ApproveJoinRequestDto {
  @ApiPropertyOptional({ enum: JOIN_APPROVE_TYPES, default: 'clubmember' })
  @IsOptional()
  @IsIn(JOIN_APPROVE_TYPES, { message: VALIDATION.joinApproveTypeInvalid })
  user_type?: JoinApproveType;
}

/** `POST /api/club/join-requests/:id/decline`. */
export class DeclineJoinRequestDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: JOIN_REQUEST_LIMITS.reasonMax,
    description: `Mailed to the person. ${allowedCharactersNote(VALIDATION.declineReasonCharacters, true)}`,
  })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString({ message: VALIDATION.declineReasonCharacters })
  @MaxGraphemes(JOIN_REQUEST_LIMITS.reasonMax, { message: VALIDATION.declineReasonTooLong })
  @AllowedCharacters(VALIDATION.declineReasonCharacters, { multiline: true })
  reason?: string | null;
}

/** `GET /api/club/join-requests?status=`. */
export class JoinRequestListQuery {
  @ApiPropertyOptional({ enum: JOIN_REQUEST_STATUSES, default: 'pending' })
  @IsOptional()
  @IsIn(JOIN_REQUEST_STATUSES, { message: VALIDATION.joinStatusInvalid })
  status?: JoinRequestStatus;
}

/** A request as staff see it. */
export class JoinRequestView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty() email!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) member_number!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ enum: JOIN_REQUEST_STATUSES }) status!: JoinRequestStatus;
  @ApiProperty({
    enum: JOIN_APPROVE_TYPES,
    nullable: true,
    description: 'What an approved request made them',
  })
  user_type!: JoinApproveType | null;
  @ApiProperty({ type: String, nullable: true }) reason!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at!: string | null;
}

/** `GET /api/me/join-request`: the pending joiner's own request. */
export class MyJoinRequestView {
  @ApiProperty({ enum: JOIN_REQUEST_STATUSES }) status!: JoinRequestStatus;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}
