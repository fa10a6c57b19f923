/**
 * The API's shapes the apps use, named for them: aliases of the types generated from the
 * backend's OpenAPI document (schema.d.ts, `npm run api-types`), so they cannot drift from it.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

export type AuthUser = Schemas['AuthUserView'];
export type PublicClub = Schemas['PublicClubView'];
export type ClubListItem = Schemas['ClubListItemView'];
export type SessionCheck = Schemas['SessionCheckResponse'];
/** A pending joiner's own request to join (API.md section 12), in the session check. */
export type OwnJoinRequest = Schemas['OwnJoinRequestView'];
/** `GET /api/club/join-requests`: a request as staff see it. */
export type JoinRequest = Schemas['JoinRequestView'];
export type ClubEvent = Schemas['EventView'];
export type EventsPage = Schemas['EventsPageView'];
/** `GET /api/events/:id/participants`: who's coming (names when the caller may see them) and the counts. */
export type Participants = Schemas['ParticipantsView'];
export type Series = Schemas['SeriesView'];
export type Subscription = Schemas['SubscriptionView'];
export type OwnSignup = Schemas['OwnSignupView'];
export type OwnSignupsPage = Schemas['OwnSignupsPageView'];
export type EventSignup = Schemas['EventSignupView'];
export type ClubUser = Schemas['ClubUserView'];
export type ClubUsersPage = Schemas['ClubUsersListView'];
export type CreatedSignup = Schemas['SignupView'];
export type ClubSettings = Schemas['ClubSettingsView'];
export type ClubSettingsChange = Schemas['UpdateClubSettingsDto'];
/** `GET /api/club/audit-log`: an entry, its labels resolved when read, and a page of them. */
export type AuditEntry = Schemas['AuditEntryView'];
export type AuditLogPage = Schemas['AuditLogPageView'];
/** `POST /api/club-users/import`: what an import did (or a dry run would do), row by row. */
export type ImportAnswer = Schemas['ImportAnswerView'];
export type ImportRow = Schemas['ImportRowView'];
/** `POST /api/club-users/invitations`: how many were mailed, and who was skipped and why. */
export type InvitationResult = Schemas['InvitationResultView'];
/** `GET /api/club`: the public club with its rating scale and self-rating setting. */
export type Club = Schemas['ClubView'];
export type MyLevel = Schemas['MyLevelView'];
/** `GET`/`PUT /api/me/profile`: one's own name, phone and whether other members see the name. */
export type MyProfile = Schemas['MyProfileView'];
export type Reliability = Schemas['ReliabilityView'];
export type AttendanceItem = Schemas['AttendanceItemView'];
/** `GET /api/events/:id/check-in-code`: the self check-in code and the URL for its QR code. */
export type CheckInCode = Schemas['CheckInCodeView'];
/** `POST`/`GET /api/events/:id/display-link`: the clubhouse screen's read-only URL. */
export type DisplayLink = Schemas['DisplayLinkView'];
/** `GET /api/display/<token>`: what the clubhouse screen shows (no session needed). */
export type ClubhouseData = Schemas['ClubhouseDataView'];
export type MyProfileChange = Schemas['UpdateMyProfileDto'];
export type EventDraw = Schemas['DrawView'];
export type EventDrawRound = Schemas['DrawRoundView'];
export type EventDrawPlayer = Schemas['DrawPlayerView'];
export type EventDrawMetrics = Schemas['DrawMetricsView'];
export type EventDrawWarning = Schemas['DrawWarningView'];
export type MakeDrawInput = Schemas['MakeDrawDto'];
export type RedrawInput = Schemas['RedrawDto'];
/** `GET`/`PUT /api/me/notification-preferences`: a switch per kind and the reminder's lead time. */
export type NotificationPreferences = Schemas['NotificationPreferencesView'];
export type NotificationPreferencesChange = Schemas['UpdateNotificationPreferencesDto'];
export type PushPreferences = Schemas['PushPreferencesView'];
export type PushSubscriptionBody = Schemas['PushSubscriptionDto'];
/** What an unsubscribe link switches off (`GET /api/notifications/unsubscribe?token=`). */
export type UnsubscribeLink = Schemas['UnsubscribeView'];
/** `GET /api/offers/<token>`: the event a mail's offer link is for, and where the offer stands. */
export type OfferLink = Schemas['OfferLinkView'];
export type CalendarFeed = Schemas['CalendarFeedView'];
export type AdminClub = Schemas['AdminClubView'];
export type SystemUser = Schemas['SystemUserView'];
export type SystemUserInput = Schemas['CreateSystemUserDto'];

/**
 * The event form's body (POST and PUT /api/events). Taken from the event's own fields: the
 * document types the body's description and location loosely (their DTO decorators lack a type).
 */
export type EventInput = Pick<
  ClubEvent,
  | 'name'
  | 'description'
  | 'event_type'
  | 'start_time'
  | 'end_time'
  | 'recurring_pattern'
  | 'location'
  | 'capacity'
> &
  Pick<Schemas['UpdateEventDto'], 'rule' | 'repeat_until'> &
  Partial<
    Pick<
      Schemas['UpdateEventDto'],
      | 'signup_opens_at'
      | 'signup_closes_at'
      | 'cancel_cutoff_hours'
      | 'signup_opens_hours_before'
      | 'signup_closes_hours_before'
      | 'allow_standing_signups'
    >
  >;
/** Messages from organisers and the club (API.md section 13): as the event page lists them. */
export type EventMessage = Schemas['MessageView'];
export type SentMessage = Schemas['SentMessageView'];
