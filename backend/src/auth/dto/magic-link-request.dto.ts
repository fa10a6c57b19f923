import { ApiProperty } from '@nestjs/swagger';
import { LIMITS, VALIDATION } from '@courtside/domain';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';

export const normaliseEmail = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export class MagicLinkRequestDto {
  @ApiProperty({ example: 'member@riverside.test' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: VALIDATION.emailInvalid })
  @MaxLength(LIMITS.email, { message: VALIDATION.emailInvalid })
  @IsString({ message: VALIDATION.emailInvalid })
  email!: string;
}

export class MagicLinkTokenDto {
  @ApiProperty({ description: 'The token from the link' })
  @IsString({ message: VALIDATION.tokenRequired })
  token!: string;
}
