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
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** How long before an event its reminder goes: whole hours, per person per club. */
export const REMINDER_HOURS = { min: 1, max: 168, default: 24 } as const;

/** A person's notification settings at one club (`GET /api/me/notification-preferences`). */
export type NotificationPreferences = Record<NotificationKind, boolean> & { reminder_hours: number };

/** Everything on, reminders a day ahead: what a person has until they change something. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  signup_confirmation: true,
  waitlist_promotion: true,
  event_changed: true,
  event_cancelled: true,
  reminder: true,
  removed_by_staff: true,
  draw_published: true,
  reminder_hours: REMINDER_HOURS.default,
};
