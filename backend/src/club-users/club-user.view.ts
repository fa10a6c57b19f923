import { ApiProperty } from '@nestjs/swagger';
import { CLUB_ROLES, type ClubRole } from '@courtside/domain';

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
}
