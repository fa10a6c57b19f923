import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CAPABILITIES,
  permissionsFor,
  type Capability,
  type UserType,
  CLUB_ROLES,
  SYSTEM_ROLES,
} from '@courtside/domain';

/** The `user` object of every auth reply (API.md section 3). */
export class AuthUserView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'Same as id' }) userId!: string;
  @ApiProperty() email!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ enum: [...SYSTEM_ROLES, ...CLUB_ROLES] }) user_type!: UserType;
  @ApiProperty({ enum: CAPABILITIES, isArray: true }) permissions!: Capability[];
}

export function authUserView(user: {
  id: string;
  email: string;
  name: string | null;
  userType: UserType;
}): AuthUserView {
  return {
    id: user.id,
    userId: user.id,
    email: user.email,
    name: user.name,
    user_type: user.userType,
    permissions: permissionsFor(user.userType),
  };
}
