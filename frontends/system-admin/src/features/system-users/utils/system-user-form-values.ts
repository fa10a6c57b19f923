import {
  DEFAULT_SYSTEM_USER_TYPE,
  fitsTextLimit,
  isSystemRole,
  LIMITS,
  SYSTEM_ROLES,
  VALIDATION,
  type SystemRole,
} from '@courtside/domain';
import type { SystemUser, SystemUserInput } from '../types';

export interface SystemUserFormValues {
  email: string;
  name: string;
  user_type: string;
}

export type SystemUserFormField = keyof SystemUserFormValues;
export type SystemUserFormErrors = Partial<Record<SystemUserFormField, string>>;

/** SPEC.md section 9: a new system user is a systemmanager unless chosen otherwise. */
export const EMPTY_SYSTEM_USER_FORM: SystemUserFormValues = {
  email: '',
  name: '',
  user_type: DEFAULT_SYSTEM_USER_TYPE,
};

/** The select's options, the less powerful first (as SPEC.md lists them). */
export const SYSTEM_USER_TYPES: readonly SystemRole[] = [...SYSTEM_ROLES].reverse();

export function systemUserToFormValues(user: SystemUser): SystemUserFormValues {
  return { email: user.email, name: user.name ?? '', user_type: user.user_type };
}

/** A deliberately loose shape check; the server has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** SPEC.md section 5: 'Invalid email address', 'Invalid user type' (and the server's name limit). */
export function validateSystemUserForm(values: SystemUserFormValues): SystemUserFormErrors {
  const errors: SystemUserFormErrors = {};
  const email = values.email.trim();
  if (!EMAIL.test(email) || email.length > LIMITS.email) errors.email = VALIDATION.emailInvalid;
  if (!fitsTextLimit(values.name.trim(), LIMITS.userName)) errors.name = VALIDATION.nameTooLong;
  if (!isSystemRole(values.user_type)) errors.user_type = VALIDATION.userTypeInvalid;
  return errors;
}

/** `{ email, name, user_type }`; an empty name is sent as null (no name). */
export function formValuesToInput(values: SystemUserFormValues): SystemUserInput {
  return {
    email: values.email.trim(),
    name: values.name.trim() || null,
    user_type: values.user_type as SystemRole,
  };
}
