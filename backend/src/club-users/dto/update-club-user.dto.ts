import { ApiPropertyOptional } from '@nestjs/swagger';
import { CLUB_ROLES, LIMITS, VALIDATION, type ClubRole } from '@courtside/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';
import { IsEmailAddress } from '../../common/validation/email';
import { normaliseName } from './create-club-user.dto';
import {
  AllowedCharacters,
  allowedCharactersNote,
  RefusedTextOnlyWhenChanged,
} from '../../common/validation/allowed-characters';
import { MaxGraphemes } from '../../common/validation/max-graphemes';
import { LevelField } from '../../levels/level.dto';
import { MemberNumberField, PhoneField } from '../../users/member-fields';

/** Any of the fields; an absent one is left as it is, `name: null` or '' clears the name. */
@RefusedTextOnlyWhenChanged()
export class UpdateClubUserDto {
  @ApiPropertyOptional({ example: 'member@riverside.test', description: 'Trimmed and lower-cased' })
  @ValidateIf((dto: UpdateClubUserDto) => dto.email !== undefined)
  @IsEmailAddress()
  email?: string;

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

  @ApiPropertyOptional({ enum: CLUB_ROLES })
  @ValidateIf((dto: UpdateClubUserDto) => dto.user_type !== undefined)
  @IsIn(CLUB_ROLES, { message: VALIDATION.userTypeInvalid })
  user_type?: ClubRole;

  @LevelField("On the club's rating_scale; null clears it. Setting one marks it set by staff.")
  level?: number | null;

  @MemberNumberField()
  member_number?: string | null;

  @PhoneField()
  phone?: string | null;
}
