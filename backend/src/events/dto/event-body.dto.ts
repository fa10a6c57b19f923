import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  EVENT_TYPES,
  LIMITS,
  RULE_MAX_LENGTH,
  isDate,
  RECURRING_PATTERNS,
  VALIDATION,
  SIGNUP_WINDOW_LIMITS,
  isSignupOffset,
  type EventType,
  type RecurringPattern,
} from '@courtside/domain';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import {
  IsAfterProperty,
  IsLocalDateTime,
  parseLocalDateTime,
} from '../../common/validation/local-date-time';
import {
  AllowedCharacters,
  allowedCharactersNote,
  RefusedTextOnlyWhenChanged,
} from '../../common/validation/allowed-characters';
import { MaxGraphemes } from '../../common/validation/max-graphemes';
import { PUBLIC_CARD_DESCRIPTION } from '../event.view';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const toLocalDateTime = ({ value }: { value: unknown }) => parseLocalDateTime(value) ?? value;

/** An event as the form sends it (SPEC.md section 5); messages are the form's. */
export class EventBodyDto {
  @ApiProperty({
    maxLength: LIMITS.eventName,
    example: 'Wednesday Evening Mix-in',
    description: allowedCharactersNote(VALIDATION.eventNameCharacters),
  })
  @Transform(trim)
  @IsNotEmpty({ message: VALIDATION.eventNameRequired })
  @IsString({ message: VALIDATION.eventNameRequired })
  @MaxGraphemes(LIMITS.eventName, { message: VALIDATION.eventNameTooLong })
  @AllowedCharacters(VALIDATION.eventNameCharacters)
  name!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.eventDescription,
    default: '',
    description: allowedCharactersNote(VALIDATION.descriptionCharacters, true),
  })
  @IsOptional()
  @IsString({ message: VALIDATION.descriptionTooLong })
  @MaxGraphemes(LIMITS.eventDescription, { message: VALIDATION.descriptionTooLong })
  @AllowedCharacters(VALIDATION.descriptionCharacters, { multiline: true })
  description?: string | null;

  @ApiPropertyOptional({ enum: EVENT_TYPES, default: 'mixin' })
  @IsOptional()
  @IsIn(EVENT_TYPES, { message: VALIDATION.eventTypeInvalid })
  event_type?: EventType;

  @ApiProperty({
    example: '2026-12-02T18:30:00',
    description: "Club wall-clock time, no zone; ':00' seconds added if missing",
  })
  @Transform(toLocalDateTime)
  @IsNotEmpty({ message: VALIDATION.startTimeRequired })
  @IsLocalDateTime({ message: VALIDATION.startTimeInvalid })
  start_time!: string;

  @ApiProperty({ example: '2026-12-02T20:30:00', description: 'Later than start_time' })
  @Transform(toLocalDateTime)
  @IsNotEmpty({ message: VALIDATION.endTimeRequired })
  @IsLocalDateTime({ message: VALIDATION.endTimeInvalid })
  @IsAfterProperty('start_time', { message: VALIDATION.endBeforeStart })
  end_time!: string;

  @ApiPropertyOptional({ enum: RECURRING_PATTERNS, default: 'none' })
  @IsOptional()
  @IsIn(RECURRING_PATTERNS, { message: VALIDATION.recurringPatternInvalid })
  recurring_pattern?: RecurringPattern;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'FREQ=MONTHLY;BYDAY=1SA',
    maxLength: RULE_MAX_LENGTH,
    description:
      'A custom RFC 5545 RRULE for the series, instead of the preset of recurring_pattern: FREQ=DAILY|WEEKLY|MONTHLY with INTERVAL, BYDAY, BYMONTHDAY, BYSETPOS (and UNTIL); no COUNT. start_time must be one of its occurrences. On an edit, only with scope=following.',
  })
  @IsOptional()
  @IsString({ message: VALIDATION.ruleInvalid })
  @MaxLength(RULE_MAX_LENGTH, { message: VALIDATION.ruleInvalid })
  rule?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2027-03-15',
    description:
      "The series' last date (inclusive, club time); left out or null: open-ended. Wins over an UNTIL in rule.",
  })
  @IsOptional()
  @ValidateBy(
    { name: 'isCalendarDate', validator: { validate: (value: unknown) => isDate(value) } },
    { message: VALIDATION.repeatUntilInvalid },
  )
  repeat_until?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: LIMITS.eventLocation,
    default: '',
    description: allowedCharactersNote(VALIDATION.locationCharacters),
  })
  @IsOptional()
  @Transform(trim)
  @IsString({ message: VALIDATION.locationTooLong })
  @MaxGraphemes(LIMITS.eventLocation, { message: VALIDATION.locationTooLong })
  @AllowedCharacters(VALIDATION.locationCharacters)
  location?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: LIMITS.eventCapacityMin,
    maximum: LIMITS.eventCapacityMax,
    description: 'null: no limit',
  })
  @IsOptional()
  @IsInt({ message: VALIDATION.capacityInvalid })
  @Min(LIMITS.eventCapacityMin, { message: VALIDATION.capacityInvalid })
  @Max(LIMITS.eventCapacityMax, { message: VALIDATION.capacityInvalid })
  capacity?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-11-29T20:00:00',
    description:
      'One-off events: when sign-ups open (club wall-clock, inclusive); null: open until they close. Before signup_closes_at and end_time. On an edit, left out keeps it. An occurrence of a series takes its window from the series (signup_opens_hours_before).',
  })
  @IsOptional()
  @Transform(toLocalDateTime)
  @IsLocalDateTime({ message: VALIDATION.signupOpensInvalid })
  signup_opens_at?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2026-12-01T18:00:00',
    description:
      'One-off events: when sign-ups close (club wall-clock, exclusive); null: open until the event ends. At most end_time. On an edit, left out keeps it.',
  })
  @IsOptional()
  @Transform(toLocalDateTime)
  @IsLocalDateTime({ message: VALIDATION.signupClosesInvalid })
  signup_closes_at?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: SIGNUP_WINDOW_LIMITS.cutoffHoursMax,
    description:
      "Hours before the start from which a confirmed member's own cancellation is recorded as late; null: never late. For a series, every date's. On an edit, left out keeps it.",
  })
  @IsOptional()
  @IsInt({ message: VALIDATION.cancelCutoffInvalid })
  @Min(0, { message: VALIDATION.cancelCutoffInvalid })
  @Max(SIGNUP_WINDOW_LIMITS.cutoffHoursMax, { message: VALIDATION.cancelCutoffInvalid })
  cancel_cutoff_hours?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: SIGNUP_WINDOW_LIMITS.offsetHoursMax,
    example: 47.5,
    description:
      'A series: sign-ups for each date open this many hours before its start (club wall-clock hours, up to two decimals); null: no opening. With a recurring_pattern, or on an edit with scope=series|following; left out keeps it.',
  })
  @IsOptional()
  @ValidateBy(
    { name: 'isSignupOffset', validator: { validate: (value: unknown) => isSignupOffset(value) } },
    { message: VALIDATION.signupOffsetInvalid },
  )
  signup_opens_hours_before?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: SIGNUP_WINDOW_LIMITS.offsetHoursMax,
    description:
      'A series: sign-ups for each date close this many hours before its start; fewer than signup_opens_hours_before; null: open until the date ends.',
  })
  @IsOptional()
  @ValidateBy(
    { name: 'isSignupOffset', validator: { validate: (value: unknown) => isSignupOffset(value) } },
    { message: VALIDATION.signupOffsetInvalid },
  )
  signup_closes_hours_before?: number | null;

  @ApiPropertyOptional({
    default: true,
    description:
      'A series: whether members may hold a standing sign-up ("every date"); false refuses new ones (409).',
  })
  @IsOptional()
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  allow_standing_signups?: boolean;

  @ApiPropertyOptional({
    type: Boolean,
    nullable: true,
    description: `${PUBLIC_CARD_DESCRIPTION}. On an edit, left out keeps it; null makes it follow the kind again. On an occurrence of a series it is that date's own, whatever the scope`,
  })
  @IsOptional()
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  public_card?: boolean | null;
}

@RefusedTextOnlyWhenChanged()
export class UpdateEventDto extends EventBodyDto {
  @ApiPropertyOptional({
    default: false,
    description:
      'With scope=series or following: also apply the change to fields edited on single occurrences (their exceptions are dropped)',
  })
  @IsOptional()
  @IsBoolean({ message: VALIDATION.booleanInvalid })
  overwrite_exceptions?: boolean;

  @ApiPropertyOptional({ format: 'uuid', description: 'If present, must be the id in the path' })
  @IsOptional()
  @IsUUID('all', { message: 'Invalid event id' })
  id?: string;
}
