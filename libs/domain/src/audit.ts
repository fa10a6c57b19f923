/**
 * The actions of the club audit log (API.md section 12): every staff action that changes another
 * person's data or a club-wide setting. The database checks `audit_log.action` against this list
 * (a new action needs a migration that widens the check); the club-admin screen names each one in
 * English and Dutch. Actions not written yet are listed so the features that come with them
 * (imports, invitations, join requests, messages, exports) have their names ready.
 */
export const AUDIT_ACTIONS = [
  'club_user.created',
  'club_user.updated',
  'club_user.removed',
  'club_user.left',
  'club_user.type_changed',
  'signup.created_by_staff',
  'signup.removed_by_staff',
  'club.settings_changed',
  'draw.published',
  'club_users.imported',
  'signups.exported',
  'draw.repaired',
  // Not written yet: their features add the calls.
  'club_users.exported',
  'invitation.sent',
  'join_request.approved',
  'join_request.declined',
  'message.sent',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** What an entry is about. */
export const AUDIT_TARGET_TYPES = [
  'club_user',
  'signup',
  'club',
  'event',
  'message',
  'join_request',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** At most this many characters of summary are stored. */
export const AUDIT_SUMMARY_MAX = 500;

/** Entries older than this are deleted by the daily `audit-retention` job. */
export const AUDIT_RETENTION_MONTHS = 36;

/** Entries per page of `GET /api/club/audit-log` (`limit`: 1 to AUDIT_PAGE_MAX). */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 100;

/** The label of an actor who no longer belongs to the club (resolved when read). */
export const FORMER_MEMBER_LABEL = 'Former member';
/** The label of system staff in a club's log: the club does not see who they are. */
export const SYSTEM_ACTOR_LABEL = 'Courtside support';
/** The label of a past sign-up the club's retention period has anonymised (resolved when read). */
export const ANONYMOUS_LABEL = 'Anonymous';
/**
 * How other members see a person without a name, or one who hides it (profile `show_my_name`):
 * never an e-mail or part of one.
 */
export const HIDDEN_NAME_LABEL = 'Member';

/** `retention_months` of the club settings: null (off) or a whole number of months in this range. */
export const RETENTION_MONTHS = { min: 1, max: 120, newClubDefault: 24 } as const;
