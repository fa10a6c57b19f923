import { ApiPropertyOptional } from '@nestjs/swagger';
import { CLUB_ROLES, LIMITS, VALIDATION, type ClubRole } from '@courtside/domain';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { normaliseEmail } from '../../auth/dto/magic-link-request.dto';
import { normaliseName } from './create-club-user.dto';

/** Any of the fields; an absent one is left as it is, `name: null` or '' clears the name. */
export class UpdateClubUserDto {
  @ApiPropertyOptional({ example: 'member@riverside.test', description: 'Trimmed and lower-cased' })
  @Transform(normaliseEmail)
  @ValidateIf((dto: UpdateClubUserDto) => dto.email !== undefined)
  @IsEmail({}, { message: VALIDATION.emailInvalid })
  @MaxLength(LIMITS.email, { message: VALIDATION.emailInvalid })
  @IsString({ message: VALIDATION.emailInvalid })
  email?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: LIMITS.userName })
  @Transform(normaliseName)
  @IsOptional()
  @IsString({ message: VALIDATION.nameInvalid })
  @MaxLength(LIMITS.userName, { message: VALIDATION.nameTooLong })
  name?: string | null;

  @ApiPropertyOptional({ enum: CLUB_ROLES })
  @ValidateIf((dto: UpdateClubUserDto) => dto.user_type !== undefined)
  @IsIn(CLUB_ROLES, { message: VALIDATION.userTypeInvalid })
  user_type?: ClubRole;
}
