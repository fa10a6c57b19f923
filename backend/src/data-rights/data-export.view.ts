import { ApiProperty } from '@nestjs/swagger';

const rows = (description: string) => ({
  type: 'array' as const,
  items: { type: 'object' as const, additionalProperties: true },
  description,
});
const record = (description: string, nullable = false) => ({
  type: 'object' as const,
  additionalProperties: true,
  nullable,
  description,
});

/** GET /api/me/data-export: one file of everything the club holds on the caller (no `data` envelope). */
export class DataExportView {
  @ApiProperty({ type: String, format: 'date-time' }) exported_at!: string;
  @ApiProperty(record('The club: id, name, subdomain')) club!: Record<string, unknown>;
  @ApiProperty({ format: 'uuid' }) user_id!: string;
  @ApiProperty(
    record(
      'email, user_type, name, phone, member_number, level, level_set_by_staff, locale, show_my_name, invited_at, last_seen_on, created_at, updated_at',
    ),
  )
  membership!: Record<string, unknown>;
  @ApiProperty(rows("Every sign-up (confirmed or waitlisted) with its event's name, times and status"))
  signups!: Record<string, unknown>[];
  @ApiProperty(rows('Standing sign-ups for every date of a series'))
  series_subscriptions!: Record<string, unknown>[];
  @ApiProperty(record('The notification switches as stored; null: never changed, the defaults apply', true))
  notification_preferences!: Record<string, unknown> | null;
  @ApiProperty(
    record('Whether a calendar feed exists (created_at, rotated_at); its secret is not included', true),
  )
  calendar_feed!: Record<string, unknown> | null;
  @ApiProperty(
    record(
      '`sent`: mails sent to them as recorded (kind, event, time); `waiting`: mails in the outbox not yet sent',
    ),
  )
  messages!: { sent: Record<string, unknown>[]; waiting: Record<string, unknown>[] };
  @ApiProperty(rows('Audit entries they made (`by_you`) or that are about them'))
  audit_entries!: Record<string, unknown>[];
}
