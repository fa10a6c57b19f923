import { ApiProperty } from '@nestjs/swagger';
import { VALIDATION } from '@courtside/domain';
import { IsNotEmpty, IsUUID } from 'class-validator';

export class SignupBodyDto {
  @ApiProperty({ format: 'uuid' })
  @IsNotEmpty({ message: VALIDATION.eventIdRequired })
  @IsUUID('all', { message: VALIDATION.eventIdRequired })
  event_id!: string;
}

export class AdminSignupBodyDto extends SignupBodyDto {
  @ApiProperty({ format: 'uuid', description: 'A user of this club' })
  @IsNotEmpty({ message: VALIDATION.selectUserToSignUp })
  @IsUUID('all', { message: VALIDATION.selectUserToSignUp })
  user_id!: string;
}
