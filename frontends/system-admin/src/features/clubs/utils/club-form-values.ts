import {
  DEFAULT_CLUB_TIMEZONE,
  DEFAULT_JOIN_POLICY,
  fitsTextLimit,
  isHttpUrl,
  isIanaTimeZone,
  isValidSubdomain,
  LIMITS,
  VALIDATION,
  type JoinPolicy,
  type Locale,
  type RatingScale,
} from '@courtside/domain';
import type { AdminClub, ClubInput, CreateClubInput } from '../types';
import { browserTimeZone } from './browser-time-zone';

/** The club form's fields, as the controls hold them (text, a choice and a checkbox). */
export interface ClubFormValues {
  name: string;
  subdomain: string;
  description: string;
  logo: string;
  website: string;
  email: string;
  phone: string;
  address: string;
  subscription_id: string;
  timezone: string;
  /** Who may join (API.md section 12); it replaces the old allow_guest_signup. */
  join_policy: JoinPolicy;
  listed: boolean;
  /** Create only: afterwards the club's staff change them in its settings. */
  default_locale: Locale;
  rating_scale: RatingScale;
  /** Create only. */
  owner_email: string;
}

export type ClubFormField = keyof ClubFormValues;
export type ClubFormErrors = Partial<Record<ClubFormField, string>>;

/** The server's defaults (API.md sections 4 and 12): London time, new people ask to join, listed. */
export const EMPTY_CLUB_FORM: ClubFormValues = {
  name: '',
  subdomain: '',
  description: '',
  logo: '',
  website: '',
  email: '',
  phone: '',
  address: '',
  subscription_id: '',
  timezone: DEFAULT_CLUB_TIMEZONE,
  join_policy: DEFAULT_JOIN_POLICY,
  listed: true,
  default_locale: 'en',
  rating_scale: 'simple',
  owner_email: '',
};

/** A new club's form: the server's defaults, but in the zone of the browser when it has one. */
export function newClubForm(zone: string | null = browserTimeZone()): ClubFormValues {
  return { ...EMPTY_CLUB_FORM, timezone: zone ?? DEFAULT_CLUB_TIMEZONE };
}

export function clubToFormValues(club: AdminClub): ClubFormValues {
  return {
    name: club.name,
    subdomain: club.subdomain,
    description: club.description ?? '',
    logo: club.logo ?? '',
    website: club.website ?? '',
    email: club.email ?? '',
    phone: club.phone ?? '',
    address: club.address ?? '',
    subscription_id: club.subscription_id ?? '',
    timezone: club.timezone,
    join_policy: club.join_policy,
    listed: club.listed,
    default_locale: club.default_locale,
    rating_scale: EMPTY_CLUB_FORM.rating_scale,
    owner_email: '',
  };
}

/** As the server normalises it: trimmed and lower-cased. */
export const normaliseSubdomain = (value: string) => value.trim().toLowerCase();

/** A deliberately loose shape check; the server has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string) => value.length <= LIMITS.email && EMAIL.test(value);

/** The server's rules and texts (libs/domain VALIDATION), checked before sending. */
export function validateClubForm(
  values: ClubFormValues,
  { withOwner }: { withOwner: boolean },
): ClubFormErrors {
  const errors: ClubFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = VALIDATION.clubNameRequired;
  else if (!fitsTextLimit(name, LIMITS.clubName)) errors.name = VALIDATION.clubNameTooLong;
  if (!isValidSubdomain(normaliseSubdomain(values.subdomain))) errors.subdomain = VALIDATION.subdomainInvalid;
  if (!fitsTextLimit(values.description.trim(), LIMITS.clubDescription))
    errors.description = VALIDATION.clubDescriptionTooLong;
  const logo = values.logo.trim();
  if (logo && !isHttpUrl(logo)) errors.logo = VALIDATION.logoInvalid;
  const website = values.website.trim();
  if (website && !isHttpUrl(website)) errors.website = VALIDATION.websiteInvalid;
  const email = values.email.trim();
  if (email && !isEmail(email)) errors.email = VALIDATION.emailInvalid;
  if (!fitsTextLimit(values.phone.trim(), LIMITS.clubPhone)) errors.phone = VALIDATION.phoneTooLong;
  if (!fitsTextLimit(values.address.trim(), LIMITS.clubText)) errors.address = VALIDATION.textTooLong;
  if (!fitsTextLimit(values.subscription_id.trim(), LIMITS.clubSubscriptionId))
    errors.subscription_id = VALIDATION.subscriptionIdTooLong;
  if (!isIanaTimeZone(values.timezone.trim())) errors.timezone = VALIDATION.timezoneInvalid;
  const owner = values.owner_email.trim();
  if (withOwner && owner && !isEmail(owner)) errors.owner_email = VALIDATION.emailInvalid;
  return errors;
}

const optional = (value: string) => value.trim() || null;

/** The PUT body: every field, an empty optional text as null (cleared). */
export function formValuesToInput(values: ClubFormValues): ClubInput {
  return {
    name: values.name.trim(),
    subdomain: normaliseSubdomain(values.subdomain),
    logo: optional(values.logo),
    subscription_id: optional(values.subscription_id),
    description: optional(values.description),
    email: optional(values.email),
    phone: optional(values.phone),
    website: optional(values.website),
    address: optional(values.address),
    timezone: values.timezone.trim(),
    join_policy: values.join_policy,
    listed: values.listed,
  };
}

/** The POST body: the same with the language and the scale, plus the owner when one is given. */
export function formValuesToCreateInput(values: ClubFormValues): CreateClubInput {
  const owner = values.owner_email.trim();
  return {
    ...formValuesToInput(values),
    default_locale: values.default_locale,
    rating_scale: values.rating_scale,
    ...(owner ? { owner_email: owner } : {}),
  };
}
