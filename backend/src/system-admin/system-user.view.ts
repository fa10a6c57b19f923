import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SYSTEM_ROLES, type SystemRole } from '@courtside/domain';
import type { SystemUserRow } from '../users/system-users.store';

export class SystemUserView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'ops@courtside.test' }) email!: string;
  @ApiPropertyOptional({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ enum: SYSTEM_ROLES }) user_type!: SystemRole;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
}

export function toSystemUserView(user: SystemUserRow): SystemUserView {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    user_type: user.user_type,
    created_at: user.created_at,
  };
}
