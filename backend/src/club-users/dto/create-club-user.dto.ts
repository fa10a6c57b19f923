import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CLUB_ROLES, DEFAULT_CLUB_USER_TYPE, LIMITS, VALIDATION, type ClubRole } from '@courtside/domain';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';
import { IsEmailAddress } from '../../common/validation/email';
import { AllowedCharacters, allowedCharactersNote } from '../../common/validation/allowed-characters';
import { MaxGraphemes } from '../../common/validation/max-graphemes';
import { LevelField } from '../../levels/level.dto';
import { MemberNumberField, PhoneField } from '../../users/member-fields';

/** Trimmed; an empty name is no name. */
export const normaliseName = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim() || null : value;

export class CreateClubUserDto {
  @ApiProperty({ example: 'new.member@riverside.test', description: 'Trimmed and lower-cased' })
  @IsEmailAddress()
  email!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.userName,
    description: allowedCharactersNote(VALIDATION.nameCharacters),
  })
  @Transform(normaliseName)
  @IsOptional()
  @IsString({ message: VALIDATION.nameInvalid })
  @MaxGraphemes(LIMITS.userName, { message: VALIDATION.nameTooLong })
  @AllowedCharacters(VALIDATION.nameCharacters)
  name?: string | null;

  @ApiPropertyOptional({
    enum: CLUB_ROLES,
    default: DEFAULT_CLUB_USER_TYPE,
    description: 'clubadmin and clubsuperadmin only for holders of club-users:manage-admins',
  })
  @ValidateIf((dto: CreateClubUserDto) => dto.user_type !== undefined)
  @IsIn(CLUB_ROLES, { message: VALIDATION.userTypeInvalid })
  user_type: ClubRole = DEFAULT_CLUB_USER_TYPE;

  @LevelField("On the club's rating_scale; null clears it. Setting one marks it set by staff.")
  level?: number | null;

  @MemberNumberField()
  member_number?: string | null;

  @PhoneField()
  phone?: string | null;

  @ApiPropertyOptional({
    default: true,
    description:
      'Mail them an invitation (a sign-in link valid INVITATION_TTL_DAYS days, through the outbox, in the same transaction); false: no mail',
  })
  @ValidateIf((dto: CreateClubUserDto) => dto.invite !== undefined)
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  invite?: boolean;
}
