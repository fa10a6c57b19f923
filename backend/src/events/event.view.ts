import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EVENT_STATUSES,
  EVENT_TYPES,
  LIMITS,
  PUBLIC_CARD_KINDS,
  RECURRING_PATTERNS,
  SIGNUP_STATES,
  SIGNUP_STATUSES,
  SIGNUP_WINDOW_LIMITS,
  type EventStatus,
  type SignupState,
  type EventType,
  type RecurringPattern,
  type SignupStatus,
} from '@courtside/domain';

export const OFFER_EXPIRES_DESCRIPTION =
  'ISO 8601 UTC: until when an offered place may be accepted (API.md section 13); null unless offered';
export const WAITLIST_POSITION_DESCRIPTION =
  'Place in line, 1 = next, in the order offers go; null unless waitlisted';

export const PUBLIC_CARD_DESCRIPTION = `May be shown to anyone with the link at /e/:id, with a preview image, while upcoming and scheduled, when the club's public_event_cards is on (API.md section 15). Unless set, it follows the kind: true for ${PUBLIC_CARD_KINDS.join(', ')}, false for the others`;

export class MySignupView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    enum: SIGNUP_STATUSES.filter((s) => s !== 'offer_ended'),
    description: 'offered: a place is held for the caller until offer_expires_at (accept or decline it)',
  })
  status!: SignupStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: OFFER_EXPIRES_DESCRIPTION })
  offer_expires_at!: Date | null;
  @ApiProperty({ type: Number, nullable: true, description: WAITLIST_POSITION_DESCRIPTION })
  waitlist_position!: number | null;
}

export class EventView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: EVENT_TYPES }) event_type!: EventType;
  @ApiProperty({ example: '2026-12-02T18:30:00', description: 'Club wall-clock time, no zone' })
  start_time!: string;
  @ApiProperty({ example: '2026-12-02T20:30:00' }) end_time!: string;
  @ApiProperty({ enum: RECURRING_PATTERNS }) recurring_pattern!: RecurringPattern;
  @ApiProperty() location!: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'null: no limit' }) capacity!:
    number | null;
  @ApiProperty({ description: 'Places taken: confirmed and offered sign-ups' }) signup_count!: number;
  @ApiProperty({ description: 'Waitlisted sign-ups' }) waitlist_count!: number;
  @ApiPropertyOptional({ type: MySignupView, nullable: true, description: "The caller's own sign-up" })
  my_signup!: MySignupView | null;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The series this event is an occurrence of; null for a one-off event',
  })
  series_id!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-12-02T19:00:00',
    description:
      "The rule's time for this occurrence (club wall-clock), kept when the occurrence is moved; null for a one-off event",
  })
  original_start!: string | null;
  @ApiProperty({
    enum: EVENT_STATUSES,
    description: 'cancelled: called off (sign-ups kept, nobody can sign up); reinstate undoes it',
  })
  status!: EventStatus;
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: LIMITS.cancelReason,
    description:
      'Why staff cancelled the event (multi-line plain text); null when none was given or the event is scheduled',
  })
  cancel_reason!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-11-29T20:00:00',
    description:
      "When sign-ups open (club wall-clock, inclusive); null: no opening time. An occurrence's comes from its series' signup_opens_hours_before",
  })
  signup_opens_at!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-12-01T18:00:00',
    description: 'When sign-ups close (club wall-clock, exclusive); null: open until the event ends',
  })
  signup_closes_at!: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: SIGNUP_WINDOW_LIMITS.cutoffHoursMax,
    description:
      "Hours before the start from which a confirmed member's own cancellation is late; null: never",
  })
  cancel_cutoff_hours!: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-12-01T19:00:00',
    description:
      "start_time − cancel_cutoff_hours (club wall-clock): a confirmed member's own cancellation from then on is recorded as late; null: never late",
  })
  cancel_cutoff_at!: string | null;
  @ApiProperty({
    enum: SIGNUP_STATES,
    description:
      "Whether members can sign up now by the window (the server's clock): not_open before signup_opens_at, closed from signup_closes_at or once the event has ended, else open. Staff may sign people up whatever the state",
  })
  signup_state!: SignupState;
  @ApiProperty({ description: PUBLIC_CARD_DESCRIPTION })
  public_card!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: Date;
}

/** `GET /api/events`: one page of events, where the next page starts, and how many there are. */
export class EventsPageView {
  @ApiProperty({ type: [EventView] }) data!: EventView[];
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Opaque: pass it as `cursor` (with the same scope, from, to and q) for the next page; null on the last page',
  })
  next_cursor!: string | null;
  @ApiProperty({ description: 'How many events match the query over all its pages' })
  total!: number;
}
