import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CLUB_QUOTAS, EVENT_TYPES, type EventType, type RecurringPattern } from '@courtside/domain';

export class SeriesTemplateView {
  @ApiProperty() name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ enum: EVENT_TYPES }) event_type!: EventType;
  @ApiProperty() location!: string;
  @ApiProperty({ type: Number, nullable: true, description: 'null: no limit' }) capacity!: number | null;
  @ApiProperty({ example: '19:00', description: 'Club wall-clock time of day, HH:mm' })
  start_local_time!: string;
  @ApiProperty({ example: 120 }) duration_minutes!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 47.5,
    description:
      'Sign-ups for each date open this many hours before its start (club wall-clock); null: no opening time',
  })
  signup_opens_hours_before!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Sign-ups for each date close this many hours before its start; null: open until it ends',
  })
  signup_closes_hours_before!: number | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Each date's cancellation cut-off in hours before its start; null: never late",
  })
  cancel_cutoff_hours!: number | null;
  @ApiProperty({ description: 'Members may hold a standing sign-up for this series' })
  allow_standing_signups!: boolean;
}

/** API.md section 8: a series, the template of its occurrences, and the caller's standing sign-up. */
export class SeriesView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({
    example: 'FREQ=WEEKLY;BYDAY=WE',
    description: 'RFC 5545 RRULE (without UNTIL: see until), evaluated in the club time zone',
  })
  rule!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2027-03-15',
    description: 'Last date (inclusive); null: open-ended',
  })
  until!: string | null;
  @ApiProperty({ enum: ['daily', 'weekly', 'monthly'], description: "The rule's frequency" })
  recurring_pattern!: Exclude<RecurringPattern, 'none'>;
  @ApiProperty({
    example: '2026-12-02T19:00:00',
    description: 'The first occurrence (club wall-clock): the rule counts from it',
  })
  first_start!: string;
  @ApiProperty({
    example: 'Every Wednesday at 19:00 until 15 Mar 2027',
    description: 'The rule in plain English',
  })
  summary!: string;
  @ApiProperty({ type: SeriesTemplateView }) template!: SeriesTemplateView;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-12-02T19:00:00',
    description: 'Start of the next scheduled occurrence not yet started; null when there is none',
  })
  next_start!: string | null;
  @ApiProperty({ description: 'The caller has a standing sign-up for this series' }) subscribed!: boolean;
  @ApiPropertyOptional({
    description: `For staff (events:manage) only: the club holds its quota of ${CLUB_QUOTAS.futureEvents} events to come, so the daily horizon job stopped adding this series' dates before the horizon; it adds them once the club has room (fewer events to come)`,
  })
  horizon_blocked?: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: Date;
}

/** `GET /api/me/subscriptions`: one of the caller's standing sign-ups. */
export class SubscriptionView {
  @ApiProperty({ format: 'uuid' }) series_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: EVENT_TYPES }) event_type!: EventType;
  @ApiProperty() location!: string;
  @ApiProperty({ example: 'FREQ=WEEKLY;BYDAY=WE' }) rule!: string;
  @ApiProperty({ type: String, nullable: true, example: '2027-03-15' }) until!: string | null;
  @ApiProperty({ enum: ['daily', 'weekly', 'monthly'] }) recurring_pattern!: Exclude<
    RecurringPattern,
    'none'
  >;
  @ApiProperty({ example: '19:00' }) start_local_time!: string;
  @ApiProperty({ example: 'Every Wednesday at 19:00' }) summary!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-12-02T19:00:00',
    description: 'Next scheduled date not yet started',
  })
  next_start!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'When the standing sign-up was made (its place in the order)',
  })
  subscribed_at!: Date;
}
