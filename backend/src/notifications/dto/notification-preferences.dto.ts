import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { REMINDER_HOURS, VALIDATION, type PushKind } from '@courtside/domain';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsObject, Max, Min, ValidateIf, ValidateNested } from 'class-validator';

/** Validated when sent; left out it stays as it is; null is no value (400), not "leave it". */
const Sent = () => ValidateIf((_object, value) => value !== undefined);

const KIND_DESCRIPTIONS: Record<PushKind, string> = {
  organiser_message:
    'Messages organisers send about an event one is signed up for (e-mail always; push if on)',
  signup_confirmation: 'Own sign-up confirmed or waitlisted (with the place); a standing sign-up confirmed',
  waitlist_promotion: 'Moved from the waitlist to confirmed',
  event_changed: 'Time, date or place of an event one is signed up for changed (one mail per settled change)',
  event_cancelled: 'An event one is signed up for was cancelled or deleted',
  reminder: 'Reminder `reminder_hours` before an event one is confirmed for',
  removed_by_staff: "Staff removed one's sign-up",
  draw_published: 'The mix-in draw one plays in was published or changed',
  join_requested:
    'Staff who manage club users: people asked to join (at most one digest an hour, listing the requests waiting)',
  club_news: "Messages from the club's staff to all its members",
};

/** Per kind, whether it goes to the person's devices as a push message (API.md section 15). */
export class PushPreferencesView {
  @ApiProperty({ description: KIND_DESCRIPTIONS.signup_confirmation }) signup_confirmation!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.waitlist_promotion }) waitlist_promotion!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.event_changed }) event_changed!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.event_cancelled }) event_cancelled!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.reminder }) reminder!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.removed_by_staff }) removed_by_staff!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.draw_published }) draw_published!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.join_requested }) join_requested!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.club_news }) club_news!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.organiser_message }) organiser_message!: boolean;
}

/**
 * A person's notification settings at this club (API.md sections 9 and 15): the booleans per
 * kind are the e-mail switches; `push` the device switches.
 */
export class NotificationPreferencesView {
  @ApiProperty({ description: KIND_DESCRIPTIONS.signup_confirmation }) signup_confirmation!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.waitlist_promotion }) waitlist_promotion!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.event_changed }) event_changed!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.event_cancelled }) event_cancelled!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.reminder }) reminder!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.removed_by_staff }) removed_by_staff!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.draw_published }) draw_published!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.join_requested }) join_requested!: boolean;
  @ApiProperty({ description: KIND_DESCRIPTIONS.club_news }) club_news!: boolean;
  @ApiProperty({ minimum: REMINDER_HOURS.min, maximum: REMINDER_HOURS.max, default: REMINDER_HOURS.default })
  reminder_hours!: number;
  @ApiProperty({
    type: PushPreferencesView,
    description:
      'Push per kind: all off until the first device subscribes, which turns on every kind on for e-mail ' +
      '(and organiser messages). The two channels are independent: a kind on for push also goes to ' +
      'the devices, a kind on for e-mail still goes by e-mail, and a kind off for e-mail sends no ' +
      'e-mail at all. Offers and organiser messages always go by e-mail.',
  })
  push!: PushPreferencesView;
}

const Switch = (kind: PushKind) =>
  applyDecorators(
    ApiPropertyOptional({ type: Boolean, description: KIND_DESCRIPTIONS[kind] }),
    Sent(),
    IsBoolean({ message: VALIDATION.booleanInvalid }),
  );

/** `push` of the PUT: any of the kinds; one left out stays as it is. */
export class UpdatePushPreferencesDto {
  @Switch('signup_confirmation') signup_confirmation?: boolean;
  @Switch('waitlist_promotion') waitlist_promotion?: boolean;
  @Switch('event_changed') event_changed?: boolean;
  @Switch('event_cancelled') event_cancelled?: boolean;
  @Switch('reminder') reminder?: boolean;
  @Switch('removed_by_staff') removed_by_staff?: boolean;
  @Switch('draw_published') draw_published?: boolean;
  @Switch('join_requested') join_requested?: boolean;
  @Switch('club_news') club_news?: boolean;
  @Switch('organiser_message') organiser_message?: boolean;
}

/** `PUT /api/me/notification-preferences`: any of the fields; one left out stays as it is. */
export class UpdateNotificationPreferencesDto {
  @Switch('signup_confirmation') signup_confirmation?: boolean;
  @Switch('waitlist_promotion') waitlist_promotion?: boolean;
  @Switch('event_changed') event_changed?: boolean;
  @Switch('event_cancelled') event_cancelled?: boolean;
  @Switch('reminder') reminder?: boolean;
  @Switch('removed_by_staff') removed_by_staff?: boolean;
  @Switch('draw_published') draw_published?: boolean;
  @Switch('join_requested') join_requested?: boolean;
  @Switch('club_news') club_news?: boolean;

  @ApiPropertyOptional({ type: Number, minimum: REMINDER_HOURS.min, maximum: REMINDER_HOURS.max })
  @Sent()
  @IsInt({ message: VALIDATION.reminderHoursInvalid })
  @Min(REMINDER_HOURS.min, { message: VALIDATION.reminderHoursInvalid })
  @Max(REMINDER_HOURS.max, { message: VALIDATION.reminderHoursInvalid })
  reminder_hours?: number;

  @ApiPropertyOptional({ type: UpdatePushPreferencesDto, description: 'Push per kind; kinds left out stay' })
  @Sent()
  @IsObject({ message: VALIDATION.booleanInvalid })
  @ValidateNested()
  @Type(() => UpdatePushPreferencesDto)
  push?: UpdatePushPreferencesDto;
}
