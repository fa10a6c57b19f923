import { ConflictException, ForbiddenException } from '@nestjs/common';
import { API_ERRORS, can, CLUB_ADMIN_ROLES, type ClubRole, type UserType } from '@courtside/domain';

const isAdminRole = (role: ClubRole | undefined): boolean =>
  role !== undefined && (CLUB_ADMIN_ROLES as readonly ClubRole[]).includes(role);

/**
 * Creating, changing or removing a clubadmin/clubsuperadmin, or granting either type, needs
 * `club-users:manage-admins` (API.md section 5). `current` is undefined on create, `next` on removal.
 */
export function assertMayManage(
  actor: UserType | null,
  current: ClubRole | undefined,
  next: ClubRole | undefined,
): void {
  if ((isAdminRole(current) || isAdminRole(next)) && !can(actor, 'club-users:manage-admins')) {
    throw new ForbiddenException(API_ERRORS.manageAdminsForbidden);
  }
}

/**
 * A club keeps at least one clubsuperadmin. `next` is the new type, or null when the membership
 * goes; `otherSuperAdmins` counts the club's other clubsuperadmins, read under lock.
 */
export function assertKeepsASuperAdmin(
  current: ClubRole,
  next: ClubRole | null,
  otherSuperAdmins: number,
): void {
  if (current === 'clubsuperadmin' && next !== 'clubsuperadmin' && otherSuperAdmins === 0) {
    throw new ConflictException(API_ERRORS.lastSuperAdmin);
  }
}
