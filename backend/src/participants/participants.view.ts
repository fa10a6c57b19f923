import { ApiProperty } from '@nestjs/swagger';
import { HIDDEN_NAME_LABEL } from '@courtside/domain';

export class ParticipantView {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'null for a sign-up kept anonymously (a former member, or past the retention period)',
  })
  user_id!: string | null;
  @ApiProperty({
    example: 'Anna de Vries',
    description: `The name the club records; '${HIDDEN_NAME_LABEL}' for a person without one, or one who hides it from other members (profile show_my_name). Never an e-mail`,
  })
  name!: string;
}

/** `GET /api/events/:id/participants`: who is coming, as far as the caller may see. */
export class ParticipantsView {
  @ApiProperty({
    type: [ParticipantView],
    nullable: true,
    description:
      'The confirmed people in sign-up order. null for guests, and for members when the club switched show_participants off; staff always get the list',
  })
  confirmed!: ParticipantView[] | null;
  @ApiProperty({ description: 'Confirmed sign-ups (the length of confirmed when it is shown)' })
  confirmed_count!: number;
  @ApiProperty({ description: 'Waitlisted sign-ups' })
  waitlist_count!: number;
}
