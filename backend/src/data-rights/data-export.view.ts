import { ApiProperty } from '@nestjs/swagger';
import {
  ATTENDANCE_STATUSES,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  CLUB_ROLES,
  EVENT_STATUSES,
  LOCALES,
  SIGNUP_STATUSES,
  type AuditAction,
  type AuditTargetType,
  type ClubRole,
  type EventStatus,
  type Locale,
  type SignupStatus,
} from '@courtside/domain';

const WALL_CLOCK_EXAMPLE = '2026-12-02T18:30:00';
const nullableText = { type: String, nullable: true } as const;
const nullableTime = { type: String, format: 'date-time', nullable: true } as const;

export class ExportClubView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() subdomain!: string;
}

/** The membership as the club keeps it: what staff see of the person, and their own choices. */
export class ExportMembershipView {
  @ApiProperty() email!: string;
  @ApiProperty({ enum: CLUB_ROLES }) user_type!: ClubRole;
  @ApiProperty(nullableText) name!: string | null;
  @ApiProperty(nullableText) phone!: string | null;
  @ApiProperty(nullableText) member_number!: string | null;
  @ApiProperty({ type: Number, nullable: true }) level!: number | null;
  @ApiProperty() level_set_by_staff!: boolean;
  @ApiProperty({ enum: LOCALES, nullable: true }) locale!: Locale | null;
  @ApiProperty() show_my_name!: boolean;
  @ApiProperty(nullableTime) invited_at!: Date | null;
  @ApiProperty({ ...nullableText, example: '2026-11-27' }) last_seen_on!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: Date;
}

export class ExportSignupView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) event_id!: string;
  @ApiProperty() event_name!: string;
  @ApiProperty({ example: WALL_CLOCK_EXAMPLE }) start_time!: string;
  @ApiProperty({ example: WALL_CLOCK_EXAMPLE }) end_time!: string;
  @ApiProperty() location!: string;
  @ApiProperty({ enum: EVENT_STATUSES }) event_status!: EventStatus;
  @ApiProperty({ enum: SIGNUP_STATUSES }) status!: SignupStatus;
  @ApiProperty({ type: String, format: 'date-time' }) signup_time!: Date;
}

export class ExportSeriesSubscriptionView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) series_id!: string;
  @ApiProperty() series_name!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
}

export class ExportPreferencesView {
  @ApiProperty() signup_confirmation!: boolean;
  @ApiProperty() waitlist_promotion!: boolean;
  @ApiProperty() event_changed!: boolean;
  @ApiProperty() event_cancelled!: boolean;
  @ApiProperty() reminder!: boolean;
  @ApiProperty() removed_by_staff!: boolean;
  @ApiProperty() draw_published!: boolean;
  @ApiProperty() reminder_hours!: number;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'boolean' },
    description: 'Push per kind as stored (absent: off)',
  })
  push!: Record<string, boolean>;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: Date;
}

export class ExportPushDeviceView {
  @ApiProperty({ example: 'fcm.googleapis.com', description: 'The push service the device uses' })
  push_service!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: Date;
}

export class ExportCalendarFeedView {
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty(nullableTime) rotated_at!: Date | null;
}

export class ExportSentMailView {
  @ApiProperty() kind!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) event_id!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) sent_at!: Date;
}

export class ExportWaitingMailView {
  @ApiProperty() kind!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) event_id!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'What the mail will say' })
  payload!: Record<string, unknown>;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
}

export class ExportMessagesView {
  @ApiProperty({ type: [ExportSentMailView], description: 'Mails sent to them, as recorded' })
  sent!: ExportSentMailView[];
  @ApiProperty({ type: [ExportWaitingMailView], description: 'Mails to them in the outbox, not yet sent' })
  waiting!: ExportWaitingMailView[];
}

/** A message from an organiser or the club that they received or sent (API.md section 13). */
export class ExportOrganiserMessageView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ['event', 'series', 'club'] }) scope!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) event_id!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) series_id!: string | null;
  @ApiProperty() subject!: string;
  @ApiProperty() body!: string;
  @ApiProperty() to!: string;
  @ApiProperty({ type: String, format: 'date-time' }) sent_at!: Date;
}

export class ExportOrganiserMessagesView {
  @ApiProperty({ type: [ExportOrganiserMessageView], description: 'Messages that went to them' })
  received!: ExportOrganiserMessageView[];
  @ApiProperty({ type: [ExportOrganiserMessageView], description: 'Messages they sent' })
  sent!: ExportOrganiserMessageView[];
}

export class ExportAuditEntryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'date-time' }) at!: Date;
  @ApiProperty({ description: 'true: they made the change; false: it is about them' }) by_you!: boolean;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action!: AuditAction;
  @ApiProperty({ enum: AUDIT_TARGET_TYPES }) target_type!: AuditTargetType;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) target_id!: string | null;
  @ApiProperty() summary!: string;
}

/** An attendance record: what became of their place on an event. */
export class ExportAttendanceView {
  @ApiProperty({ format: 'uuid' }) event_id!: string;
  @ApiProperty() event_name!: string;
  @ApiProperty({ description: 'Club wall-clock, as events are written' }) start_time!: string;
  @ApiProperty({ enum: ATTENDANCE_STATUSES }) status!: string;
  @ApiProperty({ type: String, format: 'date-time' }) recorded_at!: Date;
}

/** A request to join the club, as the person sent it and as it was decided. */
export class ExportJoinRequestView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) member_number!: string | null;
  @ApiProperty({ type: String, nullable: true }) phone!: string | null;
  @ApiProperty({ type: String, nullable: true }) message!: string | null;
  @ApiProperty({ enum: ['pending', 'approved', 'declined'] }) status!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The reason given with a decline' })
  reason!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at!: Date | null;
}

/** GET /api/me/data-export: one file of everything the club holds on the caller, as `{ data }`. */
export class DataExportView {
  @ApiProperty({ type: String, format: 'date-time' }) exported_at!: string;
  @ApiProperty({ type: ExportClubView }) club!: ExportClubView;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty({ description: 'The address they sign in with' }) email!: string;
  @ApiProperty({
    type: ExportMembershipView,
    nullable: true,
    description: 'null for someone who has asked to join and is not a member (yet)',
  })
  membership!: ExportMembershipView | null;
  @ApiProperty({ type: [ExportJoinRequestView], description: 'Their requests to join this club' })
  join_requests!: ExportJoinRequestView[];
  @ApiProperty({
    type: [ExportSignupView],
    description: 'Every sign-up, confirmed or waitlisted, with its event',
  })
  signups!: ExportSignupView[];
  @ApiProperty({
    type: [ExportAttendanceView],
    description: 'What became of their places: late cancellations, check-ins, no-shows (latest first)',
  })
  attendance!: ExportAttendanceView[];
  @ApiProperty({
    type: [ExportSeriesSubscriptionView],
    description: 'Standing sign-ups for every date of a series',
  })
  series_subscriptions!: ExportSeriesSubscriptionView[];
  @ApiProperty({
    type: ExportPreferencesView,
    nullable: true,
    description: 'The notification switches as stored; null: never changed, the defaults apply',
  })
  notification_preferences!: ExportPreferencesView | null;
  @ApiProperty({
    type: [ExportPushDeviceView],
    description: 'Devices that get push messages: the push service only, never the address or keys',
  })
  push_devices!: ExportPushDeviceView[];
  @ApiProperty({
    type: ExportCalendarFeedView,
    nullable: true,
    description: 'Whether a calendar feed exists; its secret is not included',
  })
  calendar_feed!: ExportCalendarFeedView | null;
  @ApiProperty({ type: ExportMessagesView }) messages!: ExportMessagesView;
  @ApiProperty({
    type: ExportOrganiserMessagesView,
    description: 'Messages from organisers and the club that they received or sent',
  })
  organiser_messages!: ExportOrganiserMessagesView;
  @ApiProperty({
    type: [ExportAuditEntryView],
    description: 'Audit entries they made or that are about them',
  })
  audit_entries!: ExportAuditEntryView[];
}
