import { ApiProperty } from '@nestjs/swagger';
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  FORMER_MEMBER_LABEL,
  SYSTEM_ACTOR_LABEL,
  type AuditAction,
  type AuditTargetType,
} from '@courtside/domain';

/** Who did it, as the club sees it today. */
export const AUDIT_ACTOR_KINDS = ['member', 'former_member', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** One entry of a club's audit log (API.md section 12), its labels resolved when read. */
export class AuditEntryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'date-time' }) at!: Date;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      "The acting person's user id; null for system staff in a club's log (the console shows the system user's id)",
  })
  actor_id!: string | null;
  @ApiProperty({
    description: `The actor's name at the club today, else their e-mail; '${FORMER_MEMBER_LABEL}' once they left; '${SYSTEM_ACTOR_LABEL}' for system staff`,
  })
  actor_label!: string;
  @ApiProperty({ enum: AUDIT_ACTOR_KINDS, description: 'Which of the three the label is' })
  actor_kind!: AuditActorKind;
  @ApiProperty({ enum: AUDIT_ACTIONS }) action!: AuditAction;
  @ApiProperty({ enum: AUDIT_TARGET_TYPES }) target_type!: AuditTargetType;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) target_id!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: `A person's name today (or '${FORMER_MEMBER_LABEL}'), an event's name; null for the club or a deleted event`,
  })
  target_label!: string | null;
  @ApiProperty({ description: 'What changed: field names, types, an event; never personal data but names' })
  summary!: string;
}

/** `GET /api/club/audit-log`: newest first, a page at a time. */
export class AuditLogPageView {
  @ApiProperty({ type: [AuditEntryView] }) data!: AuditEntryView[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Send as `cursor` (with the same filters) for the next, older page; null: this is the last',
  })
  next_cursor!: string | null;
}
