/**
 * The notification kinds of API.md section 9, each switchable per person per club. Login-link
 * mails are not a kind: nobody can switch them off.
 */
export const NOTIFICATION_KINDS = [
  'signup_confirmation',
  'waitlist_promotion',
  'event_changed',
  'event_cancelled',
  'reminder',
  'removed_by_staff',
  'draw_published',
  'join_requested',
  'club_news',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * Mails that go through the notification outbox like the kinds above but that nobody can switch
 * off (API.md section 12 and its decisions): no preference, no List-Unsubscribe.
 */
export const UNSWITCHABLE_MAIL_KINDS = [
  'invitation',
  'join_approved',
  'join_declined',
  'join_expired',
  'waitlist_offer',
  'waitlist_offer_ended',
  'waitlist_place_free',
  // About an event the person chose to sign up for (API.md section 13 decisions).
  'organiser_message',
  'standing_signups_ended',
] as const;
export type UnswitchableMailKind = (typeof UNSWITCHABLE_MAIL_KINDS)[number];

/** Every kind of mail the outbox carries. */
export const OUTBOX_MAIL_KINDS = [...NOTIFICATION_KINDS, ...UNSWITCHABLE_MAIL_KINDS] as const;
export type OutboxMailKind = NotificationKind | UnswitchableMailKind;

export function isUnswitchableMailKind(value: unknown): value is UnswitchableMailKind {
  return typeof value === 'string' && (UNSWITCHABLE_MAIL_KINDS as readonly string[]).includes(value);
}

/** Invitations (API.md section 12): ids per call, and the least time between two to one person. */
export const INVITATION_LIMITS = { batchMax: 1000, resendSeconds: 3600, ttlDaysDefault: 7 } as const;

/** Why an invitation was not sent to someone in a batch. */
export const INVITATION_SKIP_REASONS = ['not_found', 'already_signed_in', 'invited_recently'] as const;
export type InvitationSkipReason = (typeof INVITATION_SKIP_REASONS)[number];

/** How long before an event its reminder goes: whole hours, per person per club. */
export const REMINDER_HOURS = { min: 1, max: 168, default: 24 } as const;

/** A person's notification settings at one club (`GET /api/me/notification-preferences`). */
export type NotificationPreferences = Record<NotificationKind, boolean> & {
  reminder_hours: number;
  /** Push per kind (API.md section 15); the booleans above are the e-mail switches. */
  push: Record<NotificationKind | 'organiser_message', boolean>;
};

/** Everything on, reminders a day ahead: what a person has until they change something. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  signup_confirmation: true,
  waitlist_promotion: true,
  event_changed: true,
  event_cancelled: true,
  reminder: true,
  removed_by_staff: true,
  draw_published: true,
  join_requested: true,
  club_news: true,
  reminder_hours: REMINDER_HOURS.default,
  // Off until the person's first device subscribes (then on for what they get by e-mail).
  push: {
    signup_confirmation: false,
    waitlist_promotion: false,
    event_changed: false,
    event_cancelled: false,
    reminder: false,
    removed_by_staff: false,
    draw_published: false,
    join_requested: false,
    club_news: false,
    organiser_message: false,
  },
};

/**
 * Kinds a person can also receive as a push message on their devices (API.md section 15): the
 * switchable kinds and the messages organisers send about an event.
 */
export const PUSH_KINDS = [...NOTIFICATION_KINDS, 'organiser_message'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export function isPushKind(value: unknown): value is PushKind {
  return typeof value === 'string' && (PUSH_KINDS as readonly string[]).includes(value);
}

/** Per kind, whether it goes to the person's devices (`push` of the notification preferences). */
export type PushPreferences = Record<PushKind, boolean>;

/** Devices (push subscriptions) one person may have at one club. */
export const PUSH_LIMITS = { devicesPerMember: 5, endpointMax: 1000 } as const;

/**
 * The public push services of Google, Mozilla, Apple and Microsoft: the default of
 * PUSH_ALLOWED_HOSTS. A leading `*.` means any subdomain.
 */
export const DEFAULT_PUSH_ALLOWED_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.notify.windows.com',
] as const;
