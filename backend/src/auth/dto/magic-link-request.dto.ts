import { ApiProperty } from '@nestjs/swagger';
import { VALIDATION } from '@courtside/domain';
import { IsString } from 'class-validator';
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
