import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CLUB_ROLES, type ClubRole } from '@courtside/domain';
import { ReliabilityView } from '../attendance/dto/attendance.dto';

/** A person as a member of one club (API.md section 5): the user's identity, the membership's type. */
export class ClubUserView {
  @ApiProperty({ format: 'uuid', description: "The user's id" }) id!: string;
  @ApiProperty({ example: 'member@riverside.test' }) email!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ enum: CLUB_ROLES }) user_type!: ClubRole;
  @ApiProperty({ format: 'date-time', description: 'When they joined this club' }) created_at!: Date;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 6.5,
    description: "Playing level on the club's rating_scale (API.md section 10); null: none",
  })
  level!: number | null;
  @ApiProperty({ description: "Staff set the level: the person's own PUT /api/me/level answers 409" })
  level_set_by_staff!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '12345678',
    description: "The club's number for them",
  })
  member_number!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '+31 6 12345678' }) phone!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the club last mailed them an invitation; null: never',
  })
  invited_at!: Date | null;
  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    example: '2026-11-27',
    description: "The club's calendar day (its time zone) of their last signed-in visit; null: never",
  })
  last_seen_on!: string | null;
  @ApiPropertyOptional({
    type: ReliabilityView,
    description:
      'Only on GET /api/club-users/:id, and only for callers with club-users:manage: their figures over the last 90 days (API.md section 14)',
  })
  reliability?: ReliabilityView;
}

/**
 * `GET /api/club-users`: every matching person (`data` only), or, when the caller pages (`limit`
 * or `cursor` given), one page with where the next starts and how many match.
 */
export class ClubUsersListView {
  @ApiProperty({ type: [ClubUserView] }) data!: ClubUserView[];
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description:
      'Only when paging. Opaque: pass it as `cursor` (with the same q, user_type and sort) for the next page; null on the last page',
  })
  next_cursor?: string | null;
  @ApiPropertyOptional({
    description: 'Only when paging: how many people match the query over all its pages',
  })
  total?: number;
}
