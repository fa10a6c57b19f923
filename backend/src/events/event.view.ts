import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EVENT_TYPES,
  RECURRING_PATTERNS,
  SIGNUP_STATUSES,
  type EventType,
  type RecurringPattern,
  type SignupStatus,
} from '@courtside/domain';

export class MySignupView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: SIGNUP_STATUSES }) status!: SignupStatus;
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
  @ApiProperty({ description: 'Confirmed sign-ups' }) signup_count!: number;
  @ApiProperty({ description: 'Waitlisted sign-ups' }) waitlist_count!: number;
  @ApiPropertyOptional({ type: MySignupView, nullable: true, description: "The caller's own sign-up" })
  my_signup!: MySignupView | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: Date;
}
