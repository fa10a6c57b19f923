import { isHttpUrl } from './http-url';
import { LIMITS } from './limits';
import { VALIDATION } from './messages';
import { fitsTextLimit, hasRefusedCharacters } from './text';

/** A club's details as a form holds them: text, empty for none (API.md sections 4 and 12). */
export interface ClubDetailsText {
  name: string;
  logo: string;
  description: string;
  email: string;
  phone: string;
  website: string;
  address: string;
}

export type ClubDetailsErrors = Partial<Record<keyof ClubDetailsText, string>>;

/** A deliberately loose shape check; the server has the last word on an address. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The server's rules for a club's details, with its messages, for a form to check before
 * sending. Values are checked trimmed, as the server stores them. Refused characters count only
 * where a value differs from `saved`: the server lets a text stored before that rule be sent back
 * unchanged, so the form must too.
 */
export function validateClubDetails(values: ClubDetailsText, saved?: ClubDetailsText): ClubDetailsErrors {
  const errors: ClubDetailsErrors = {};
  const value = (field: keyof ClubDetailsText) => values[field].trim();
  const refused = (field: keyof ClubDetailsText, multiline = false) =>
    value(field) !== saved?.[field].trim() && hasRefusedCharacters(value(field), multiline);

  if (!value('name')) errors.name = VALIDATION.clubNameRequired;
  else if (!fitsTextLimit(value('name'), LIMITS.clubName)) errors.name = VALIDATION.clubNameTooLong;
  else if (refused('name')) errors.name = VALIDATION.clubNameCharacters;
  if (value('logo') && !isHttpUrl(value('logo'))) errors.logo = VALIDATION.logoInvalid;
  if (!fitsTextLimit(value('description'), LIMITS.clubDescription))
    errors.description = VALIDATION.clubDescriptionTooLong;
  else if (refused('description', true)) errors.description = VALIDATION.descriptionCharacters;
  const email = value('email');
  if (email && !(email.length <= LIMITS.email && EMAIL.test(email))) errors.email = VALIDATION.emailInvalid;
  if (!fitsTextLimit(value('phone'), LIMITS.clubPhone)) errors.phone = VALIDATION.phoneTooLong;
  if (value('website') && !isHttpUrl(value('website'))) errors.website = VALIDATION.websiteInvalid;
  if (!fitsTextLimit(value('address'), LIMITS.clubText)) errors.address = VALIDATION.textTooLong;
  else if (refused('address')) errors.address = VALIDATION.addressCharacters;
  return errors;
}
