import { LIMITS, MEMBER_PHONE } from './limits';
import { VALIDATION } from './messages';
import { fitsTextLimit, hasRefusedCharacters } from './text';

/** A member's own profile as a form holds it: text, empty for none (API.md section 12). */
export interface ProfileText {
  name: string;
  phone: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileText, string>>;

/**
 * The server's rules for one's own name and phone (PUT /api/me/profile, the same as staff's edit
 * of the person), with its messages, for a form to check before sending. Values are checked
 * trimmed, as the server stores them. Refused characters count only where the name differs from
 * `saved`: the server lets a name stored before that rule be sent back unchanged.
 */
export function validateProfile(values: ProfileText, saved?: ProfileText): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = values.name.trim();
  const phone = values.phone.trim();
  if (!fitsTextLimit(name, LIMITS.userName)) errors.name = VALIDATION.nameTooLong;
  else if (name !== saved?.name.trim() && hasRefusedCharacters(name, false))
    errors.name = VALIDATION.nameCharacters;
  if (phone.length > LIMITS.memberPhone || !MEMBER_PHONE.test(phone))
    errors.phone = VALIDATION.memberPhoneInvalid;
  return errors;
}
