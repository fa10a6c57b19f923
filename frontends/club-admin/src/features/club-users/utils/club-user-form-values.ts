import {
  CLUB_ADMIN_ROLES,
  CLUB_USER_FORM_TYPES,
  DEFAULT_CLUB_USER_TYPE,
  fitsTextLimit,
  LIMITS,
  VALIDATION,
  isValidLevel,
  type ClubRole,
  type RatingScale,
} from '@courtside/domain';
import type { ClubUser } from '@courtside/core';
import { levelToText, parseLevel } from '@/lib/levels';
import type { ClubUserInput } from '../api/create-club-user';

export interface ClubUserFormValues {
  email: string;
  name: string;
  user_type: string;
  /** As typed, on the club's scale ('6,5' or '6.5'); empty for none. */
  level: string;
}
export type ClubUserFormField = keyof ClubUserFormValues;
export type ClubUserFormErrors = Partial<Record<ClubUserFormField, string>>;

export const EMPTY_CLUB_USER_FORM: ClubUserFormValues = {
  email: '',
  name: '',
  user_type: DEFAULT_CLUB_USER_TYPE,
  level: '',
};

/** A record of this type may only be touched with `club-users:manage-admins` (API.md section 5). */
export function isAdminType(type: ClubRole): boolean {
  return (CLUB_ADMIN_ROLES as readonly ClubRole[]).includes(type);
}

/**
 * The types the form offers: SPEC.md's four, less clubadmin for those who may not grant it.
 * A clubsuperadmin being edited keeps their type on the list, so it shows (and can be kept).
 */
export function userTypeOptions(canManageAdmins: boolean, current?: ClubRole): ClubRole[] {
  const offered: ClubRole[] = CLUB_USER_FORM_TYPES.filter((type) => canManageAdmins || !isAdminType(type));
  return canManageAdmins && current === 'clubsuperadmin' ? [...offered, 'clubsuperadmin'] : offered;
}

// The shape browsers accept for type="email": something@host.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * SPEC.md section 5: a valid e-mail, an optional name, one of the offered types; and an optional
 * level within the club's scale's range and steps (API.md section 10), when the scale is known.
 */
export function validateClubUserForm(
  values: ClubUserFormValues,
  allowedTypes: readonly ClubRole[],
  scale: RatingScale | null = null,
): ClubUserFormErrors {
  const errors: ClubUserFormErrors = {};
  const email = values.email.trim();
  if (!EMAIL.test(email) || email.length > LIMITS.email) errors.email = VALIDATION.emailInvalid;
  if (!fitsTextLimit(values.name.trim(), LIMITS.userName)) errors.name = VALIDATION.nameTooLong;
  if (!(allowedTypes as readonly string[]).includes(values.user_type)) {
    errors.user_type = VALIDATION.userTypeInvalid;
  }
  const level = parseLevel(values.level);
  if (scale && level !== null && !isValidLevel(scale, level)) errors.level = VALIDATION.levelInvalid;
  return errors;
}

/**
 * The body of a save. The level goes only when it differs from what the form started with: a
 * level staff send becomes theirs, so saving a name must not take over a member's own level.
 */
export function formValuesToInput(
  values: ClubUserFormValues,
  initial: ClubUserFormValues = EMPTY_CLUB_USER_FORM,
): ClubUserInput {
  const level = parseLevel(values.level);
  return {
    email: values.email.trim(),
    name: values.name.trim() || null,
    user_type: values.user_type as ClubRole,
    ...(level === parseLevel(initial.level) ? {} : { level }),
  };
}

export function clubUserToFormValues(user: ClubUser): ClubUserFormValues {
  return {
    email: user.email,
    name: user.name ?? '',
    user_type: user.user_type,
    level: levelToText(user.level),
  };
}
