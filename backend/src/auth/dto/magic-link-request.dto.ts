import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PUSH_LIMITS, VALIDATION } from '@courtside/domain';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IsEmailAddress } from '../../common/validation/email';

export class MagicLinkRequestDto {
  @ApiProperty({
    example: 'member@riverside.test',
    description: 'Trimmed and lower-cased; a needlessly quoted local part loses its quotes',
  })
  @IsEmailAddress()
  email!: string;
}

export class MagicLinkTokenDto {
  @ApiProperty({ description: 'The token from the link' })
  @IsString({ message: VALIDATION.tokenRequired })
  token!: string;
}

/** `POST /api/auth/logout`: optionally the push endpoint of the device signing out. */
export class LogoutDto {
  @ApiPropertyOptional({
    description:
      "This device's push endpoint (API.md section 15): it is removed from the person's devices, so " +
      'the next person on this browser gets none of their messages. Left out: no device is touched.',
  })
  @IsOptional()
  @IsString({ message: VALIDATION.pushEndpointInvalid })
  @MaxLength(PUSH_LIMITS.endpointMax, { message: VALIDATION.pushEndpointInvalid })
  endpoint?: string;
}
