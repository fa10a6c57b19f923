/** Every user type (role) the product knows, club roles first from most to least powerful. */
export const CLUB_ROLES = [
  'clubsuperadmin',
  'clubadmin',
  'cluborganiser',
  'clubmember',
  'clubguest',
] as const;
export const SYSTEM_ROLES = ['systemadmin', 'systemmanager'] as const;

export type ClubRole = (typeof CLUB_ROLES)[number];
export type SystemRole = (typeof SYSTEM_ROLES)[number];
export type UserType = ClubRole | SystemRole;

/** The club types offered by the club user form (SPEC.md section 3); clubsuperadmin is granted separately. */
export const CLUB_USER_FORM_TYPES = [
  'clubguest',
  'clubmember',
  'cluborganiser',
  'clubadmin',
] as const satisfies readonly ClubRole[];

/** Club types that only holders of `club-users:manage-admins` may create, change, remove or grant. */
export const CLUB_ADMIN_ROLES = ['clubsuperadmin', 'clubadmin'] as const satisfies readonly ClubRole[];

export const DEFAULT_CLUB_USER_TYPE: ClubRole = 'clubguest';
export const DEFAULT_SYSTEM_USER_TYPE: SystemRole = 'systemmanager';

export const ROLE_LABELS: Record<UserType, string> = {
  systemadmin: 'System Admin',
  systemmanager: 'System Manager',
  clubsuperadmin: 'Club Super Admin',
  clubadmin: 'Club Admin',
  cluborganiser: 'Club Organiser',
  clubmember: 'Club Member',
  clubguest: 'Club Guest',
};

export function isClubRole(value: unknown): value is ClubRole {
  return typeof value === 'string' && (CLUB_ROLES as readonly string[]).includes(value);
}

export function isSystemRole(value: unknown): value is SystemRole {
  return typeof value === 'string' && (SYSTEM_ROLES as readonly string[]).includes(value);
}
