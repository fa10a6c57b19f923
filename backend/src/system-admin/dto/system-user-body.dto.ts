import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import {
  DEFAULT_SYSTEM_USER_TYPE,
  LIMITS,
  SYSTEM_ROLES,
  VALIDATION,
  type SystemRole,
} from '@courtside/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, ValidateIf } from 'class-validator';
import { IsEmailAddress } from '../../common/validation/email';
import { normaliseName } from '../../club-users/dto/create-club-user.dto';
import {
  AllowedCharacters,
  allowedCharactersNote,
  RefusedTextOnlyWhenChanged,
} from '../../common/validation/allowed-characters';
import { MaxGraphemes } from '../../common/validation/max-graphemes';

/** The system user form (SPEC.md section 2): POST /api/admin/system-users. */
export class CreateSystemUserDto {
  @ApiProperty({ example: 'ops@courtside.test', description: 'Trimmed and lower-cased' })
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

  @ApiPropertyOptional({ enum: SYSTEM_ROLES, default: DEFAULT_SYSTEM_USER_TYPE })
  @ValidateIf((_dto: object, value: unknown) => value !== undefined)
  @IsIn(SYSTEM_ROLES, { message: VALIDATION.userTypeInvalid })
  user_type?: SystemRole;
}

/** PUT /api/admin/system-users/:id: any of the fields; one left out stays, `name: null` or '' clears the name. */
@RefusedTextOnlyWhenChanged()
export class UpdateSystemUserDto extends PartialType(CreateSystemUserDto, { skipNullProperties: false }) {}
