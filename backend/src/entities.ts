import { LoginLink } from './auth/login-link.entity';
import { Attendance } from './attendance/attendance.entity';
import { CheckInFailure, DisplayLink, EventCheckInCode } from './attendance/check-in.entity';
import { CalendarFeed } from './calendar/calendar-feed.entity';
import { ClubCounts } from './clubs/club-counts.entity';
import { AuditEntry } from './common/audit/audit-entry.entity';
import { AppSecret } from './common/auth/app-secret.entity';
import { Session } from './common/auth/session.entity';
import { Club } from './common/tenancy/club.entity';
import { DepartedMember } from './data-rights/departed-member.entity';
import { EventDraw } from './draws/event-draw.entity';
import { Event } from './events/event.entity';
import { DrawChangeWindow } from './notifications/draw-change-window.entity';
import { EventChangeWindow } from './notifications/event-change-window.entity';
import { NotificationOutboxEntry } from './notifications/notification-outbox-entry.entity';
import { NotificationPreference } from './notifications/notification-preference.entity';
import { NotificationUnsubscribeToken } from './notifications/notification-unsubscribe-token.entity';
import { SentNotification } from './notifications/sent-notification.entity';
import { SeriesSubscription } from './series/series-subscription.entity';
import { Series } from './series/series.entity';
import { Signup } from './signups/signup.entity';
import { SystemUser } from './users/system-user.entity';
import { ClubMembership } from './users/club-membership.entity';
import { User } from './users/user.entity';
import { JoinRequest, JoinRequestDigest } from './join-requests/join-request.entity';
import { Message, MessageRecipient } from './messages/message.entity';
import { PushSubscription } from './push/push-subscription.entity';

/**
 * One entity per table, in the feature folder that owns the table. The migrations make the
 * schema; the entities describe it, column for column with its keys, indexes and checks, and
 * backend/test/schema.api-spec.ts fails when the two disagree. A row read with SQL is typed from
 * its entity (`Pick<Signup, 'id' | 'status'>`), so a renamed column fails to compile.
 *
 * Foreign keys name the table they point at, not its class: a lower feature's table may point at
 * a higher one's (events at series), and features import only downwards.
 *
 * Triggers and their functions (club counts, the sign-ups' copy of the event's end, calendar
 * sequences, the outbox's NOTIFY) live only in the migrations: TypeORM does not model them.
 */
export const ENTITIES = [
  Club,
  User,
  ClubMembership,
  SystemUser,
  Session,
  AppSecret,
  LoginLink,
  ClubCounts,
  Event,
  Signup,
  Series,
  SeriesSubscription,
  EventDraw,
  NotificationPreference,
  NotificationUnsubscribeToken,
  NotificationOutboxEntry,
  EventChangeWindow,
  DrawChangeWindow,
  SentNotification,
  CalendarFeed,
  AuditEntry,
  DepartedMember,
  JoinRequest,
  JoinRequestDigest,
  Attendance,
  EventCheckInCode,
  CheckInFailure,
  DisplayLink,
  Message,
  MessageRecipient,
  PushSubscription,
];
