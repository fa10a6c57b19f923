import { LIMITS } from './limits';

/** Validation texts of SPEC.md section 5; server and forms show the same words. */
export const VALIDATION = {
  eventNameRequired: 'Event name is required',
  eventNameTooLong: `Event name must be less than ${LIMITS.eventName} characters`,
  descriptionTooLong: `Description must be less than ${LIMITS.eventDescription} characters`,
  eventTypeInvalid: 'Please select an event type',
  eventDateRequired: 'Event date is required',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  endBeforeStart: 'End time must be after start time',
  recurringPatternInvalid: 'Please select a recurring pattern',
  locationTooLong: `Location must be less than ${LIMITS.eventLocation} characters`,
  capacityInvalid: `Capacity must be a whole number from ${LIMITS.eventCapacityMin} to ${LIMITS.eventCapacityMax}, or empty for no limit`,
  startTimeInvalid: 'Start time must be a date and time (YYYY-MM-DDTHH:mm:ss)',
  endTimeInvalid: 'End time must be a date and time (YYYY-MM-DDTHH:mm:ss)',
  emailInvalid: 'Invalid email address',
  userTypeInvalid: 'Invalid user type',
  nameTooLong: `Name must be less than ${LIMITS.userName} characters`,
  selectUserToSignUp: 'Please select a user to sign up.',
  eventIdRequired: 'Please select an event',
  tokenRequired: 'A magic link token is required',
  clubNameRequired: 'Club name is required',
  clubNameTooLong: `Club name must be less than ${LIMITS.clubName} characters`,
  subdomainInvalid:
    'Subdomain must be 3-63 characters of lowercase letters, digits and hyphens, not starting or ending with a hyphen, and not reserved',
  websiteInvalid: 'Website must be an http(s) URL',
  logoInvalid: 'Logo must be an http(s) URL',
  timezoneInvalid: 'Timezone must be an IANA time zone such as Europe/London',
  textTooLong: `Must be less than ${LIMITS.clubText} characters`,
  unknownProperty: 'This field is not allowed',
} as const;

/** Error texts the API sends (API.md); the frontends show `message` as is. */
export const API_ERRORS = {
  clubNotFound: 'Club not found',
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  eventNotFound: 'Event not found',
  userNotFound: 'User not found',
  signupNotFound: 'Signup not found',
  systemUserNotFound: 'System user not found',
  authRequired: 'Authentication required',
  sessionExpired: 'Session expired, please log in again',
  forbidden: 'You do not have permission to do this',
  crossOrigin: 'Cross-origin request refused',
  signupForbidden: 'You do not have permission to sign up for events',
  deleteEventForbidden: 'You do not have permission to delete this event',
  alreadySignedUp: 'Already signed up for this event',
  userExists: 'User already exists in this club',
  systemUserExists: 'A system user with this email already exists',
  subdomainTaken: 'Subdomain already taken',
  lastSuperAdmin: 'A club must keep at least one club super admin',
  lastSystemAdmin: 'The last system admin cannot be removed or demoted',
  manageAdminsForbidden: 'Only a club super admin can manage club admins',
  invalidMagicLink: 'Invalid or expired magic link',
  mailUnavailable: 'Mail service unavailable, please try again shortly',
  serviceUnavailable: 'Service temporarily unavailable, please try again shortly',
  tooManyRequests: 'Too many login link requests, please try again later',
  malformedJson: 'Request body is not valid JSON',
  payloadTooLarge: 'Request body is too large',
  validationFailed: 'Validation failed',
  internal: 'Something went wrong',
} as const;

/** Replies of the login endpoints. */
export const AUTH_MESSAGES = {
  linkSent: 'If that address can sign in here, a magic link is on its way. Check your email.',
  systemLinkSent: 'If that address belongs to a system user, a magic link is on its way. Check your email.',
} as const;
