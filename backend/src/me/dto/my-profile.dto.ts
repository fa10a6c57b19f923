import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LIMITS, VALIDATION } from '@courtside/domain';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString } from 'class-validator';
import {
  AllowedCharacters,
  allowedCharactersNote,
  RefusedTextOnlyWhenChanged,
} from '../../common/validation/allowed-characters';
import { MaxGraphemes } from '../../common/validation/max-graphemes';
import { PhoneField, trimmedOrNull } from '../../users/member-fields';

/**
 * `PUT /api/me/profile`: any of the fields; an absent one stays as it is. The name and phone
 * follow the same rules as when staff edit the person (PUT /api/club-users/:id).
 */
@RefusedTextOnlyWhenChanged()
export class UpdateMyProfileDto {
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.userName,
    description: `Null or '' clears it. ${allowedCharactersNote(VALIDATION.nameCharacters)}`,
  })
  @Transform(trimmedOrNull)
  @IsOptional()
  @IsString({ message: VALIDATION.nameInvalid })
  @MaxGraphemes(LIMITS.userName, { message: VALIDATION.nameTooLong })
  @AllowedCharacters(VALIDATION.nameCharacters)
  name?: string | null;

  @PhoneField()
  phone?: string | null;

  @ApiPropertyOptional({ description: 'Other members see the name; false: they see `Member`' })
  @IsOptional()
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  show_my_name?: boolean;
}

/** The caller's own profile at this club. */
export class MyProfileView {
  @ApiProperty({ type: String, nullable: true, example: 'Anna de Vries' }) name!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '+31 6 1234 5678' }) phone!: string | null;
  @ApiProperty({ description: 'Other members see the name; false: they see `Member`' })
  show_my_name!: boolean;
}
