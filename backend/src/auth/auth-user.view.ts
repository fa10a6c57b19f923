import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CAPABILITIES,
  permissionsFor,
  type Capability,
  type UserType,
  CLUB_ROLES,
  LOCALES,
  SYSTEM_ROLES,
  type Locale,
} from '@courtside/domain';

/** The `user` object of every auth reply (API.md section 3). */
export class AuthUserView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'Same as id' }) userId!: string;
  @ApiProperty() email!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({
    enum: LOCALES,
    nullable: true,
    description: 'The language this person chose at this club (the header switch); null until they choose',
  })
  locale!: Locale | null;
  @ApiProperty({
    enum: [...SYSTEM_ROLES, ...CLUB_ROLES],
    nullable: true,
    description: 'Null for a pending joiner: signed in, with no membership here yet (API.md section 12)',
  })
  user_type!: UserType | null;
  @ApiProperty({ enum: CAPABILITIES, isArray: true }) permissions!: Capability[];
}

export function authUserView(user: {
  id: string;
  email: string;
  name: string | null;
  locale: Locale | null;
  userType: UserType | null;
}): AuthUserView {
  return {
    id: user.id,
    userId: user.id,
    email: user.email,
    name: user.name,
    locale: user.locale,
    user_type: user.userType,
    permissions: permissionsFor(user.userType),
  };
}
