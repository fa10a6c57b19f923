import { ApiProperty } from '@nestjs/swagger';
import {
  ANONYMOUS_LABEL,
  CLUB_ROLES,
  FORMER_MEMBER_LABEL,
  EVENT_STATUSES,
  EVENT_TYPES,
  SIGNUP_STATUSES,
  type ClubRole,
  type EventStatus,
  type EventType,
  type SignupStatus,
} from '@courtside/domain';
import { OFFER_EXPIRES_DESCRIPTION, WAITLIST_POSITION_DESCRIPTION } from '../events/event.view';

/** The statuses lists show: an ended offer is listed nowhere. */
const LISTED_STATUSES = SIGNUP_STATUSES.filter((s) => s !== 'offer_ended');

export class SignupView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) event_id!: string;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ enum: SIGNUP_STATUSES, description: 'waitlisted when the event was full' })
  status!: SignupStatus;
  @ApiProperty({ type: String, format: 'date-time' }) signup_time!: Date;
}

const ANONYMISED = `null for a past sign-up kept without its person (API.md section 12)`;

/** A row of one event's sign-up list (staff). */
export class EventSignupView {
  @ApiProperty({ format: 'uuid' }) signup_id!: string;
  @ApiProperty({ format: 'uuid' }) event_id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: ANONYMISED })
  user_id!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: `The club's name for the person; '${FORMER_MEMBER_LABEL}' once they left or were removed, '${ANONYMOUS_LABEL}' once the club's retention period passed`,
  })
  name!: string | null;
  @ApiProperty({ type: String, nullable: true, description: ANONYMISED }) email!: string | null;
  @ApiProperty({ enum: CLUB_ROLES, nullable: true, description: ANONYMISED }) user_type!: ClubRole | null;
  @ApiProperty({ enum: LISTED_STATUSES }) status!: SignupStatus;
  @ApiProperty({ type: String, format: 'date-time' }) signup_time!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: OFFER_EXPIRES_DESCRIPTION })
  offer_expires_at!: Date | null;
  @ApiProperty({ type: Number, nullable: true, description: WAITLIST_POSITION_DESCRIPTION })
  waitlist_position!: number | null;
}

/** A row of a person's own sign-ups. */
export class OwnSignupView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) event_id!: string;
  @ApiProperty() event_name!: string;
  @ApiProperty({ enum: EVENT_TYPES }) event_type!: EventType;
  @ApiProperty() event_description!: string;
  @ApiProperty({ example: '2026-12-02T18:30:00' }) start_time!: string;
  @ApiProperty({ example: '2026-12-02T20:30:00' }) end_time!: string;
  @ApiProperty() location!: string;
  @ApiProperty({
    enum: SIGNUP_STATUSES,
    description:
      'offered: a place is held until offer_expires_at (accept or decline it); offer_ended only in the answer of a decline',
  })
  status!: SignupStatus;
  @ApiProperty({ type: String, format: 'date-time' }) signup_time!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: OFFER_EXPIRES_DESCRIPTION })
  offer_expires_at!: Date | null;
  @ApiProperty({ type: Number, nullable: true, description: WAITLIST_POSITION_DESCRIPTION })
  waitlist_position!: number | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: "The event's series; null for a one-off event",
  })
  series_id!: string | null;
  @ApiProperty({
    enum: EVENT_STATUSES,
    description: 'cancelled: the event is called off (the sign-up stays)',
  })
  event_status!: EventStatus;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-12-01T18:30:00',
    description:
      "The event's cancellation cut-off (club wall-clock): cancelling a confirmed sign-up from then on is recorded as late; null: never late",
  })
  cancel_cutoff_at!: string | null;
}

/**
 * `GET /api/signups`: `{ data, next_cursor }`. Without `scope`, `next_cursor` is set when older
 * sign-ups exist (send it with `scope=past`); with `scope=past`, when there is a further page.
 */
export class OwnSignupsPageView {
  @ApiProperty({ type: [OwnSignupView] }) data!: OwnSignupView[];
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Opaque: pass it as `cursor` with `scope=past` for the next (older) page; null when there is none',
  })
  next_cursor!: string | null;
}
