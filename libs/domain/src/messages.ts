import { AUDIT_PAGE_MAX, RETENTION_MONTHS } from './audit';
import { CLUB_USER_PAGE, CLUB_USER_SEARCH_MAX, IMPORT_LIMITS, LIMITS } from './limits';
import { JOIN_REQUEST_LIMITS } from './join-requests';
import { WAITLIST_OFFER_LIMITS } from './waitlist-offers';
import { MESSAGE_LIMITS } from './club-messages';
import { REMINDER_HOURS } from './notifications';
import { SIGNUP_WINDOW_LIMITS, type WINDOW_TEXT } from './events';

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
  // A club's staff edit its details, but its address on the web stays with system staff.
  subdomainSystemOnly: 'The subdomain can only be changed by Courtside support',
  textTooLong: `Must be less than ${LIMITS.clubText} characters`,
  unknownProperty: 'This field is not allowed',
  nameInvalid: 'Name must be text',
  booleanInvalid: 'Must be true or false',
  clubTextInvalid: 'Must be text',
  clubDescriptionTooLong: `Description must be less than ${LIMITS.clubDescription} characters`,
  phoneTooLong: `Phone must be less than ${LIMITS.clubPhone} characters`,
  subscriptionIdTooLong: `Subscription id must be less than ${LIMITS.clubSubscriptionId} characters`,
  // Text people see refuses control characters and bidirectional overrides (API.md section 16).
  eventNameCharacters: 'Event name contains characters that are not allowed',
  descriptionCharacters: 'Description contains characters that are not allowed',
  locationCharacters: 'Location contains characters that are not allowed',
  nameCharacters: 'Name contains characters that are not allowed',
  clubNameCharacters: 'Club name contains characters that are not allowed',
  addressCharacters: 'Address contains characters that are not allowed',
  courtNameCharacters: 'Court name contains characters that are not allowed',
  // Recurring series (API.md section 8).
  ruleInvalid: 'The rule must be an RRULE such as FREQ=WEEKLY;BYDAY=WE',
  ruleFrequency: 'The rule must repeat DAILY, WEEKLY or MONTHLY',
  ruleCount: 'The rule may not use COUNT: set Repeat until instead',
  rulePartNotAllowed: 'The rule may use only FREQ, INTERVAL, BYDAY, BYMONTHDAY, BYSETPOS and UNTIL',
  ruleValueInvalid: 'The rule has a value it cannot use',
  ruleNeedsPattern: 'A rule or Repeat until needs a recurring pattern other than None',
  patternRuleMismatch: "The recurring pattern must be the rule's frequency",
  startNotOccurrence: 'The start time must be on a date the series repeats on',
  seriesStartTooEarly: 'A series cannot start more than a year ago',
  // Sign-up windows and the cancellation cut-off (API.md section 13).
  signupOpensInvalid: 'Sign-ups open must be a date and time (YYYY-MM-DDTHH:mm:ss), or empty',
  signupClosesInvalid: 'Sign-ups close must be a date and time (YYYY-MM-DDTHH:mm:ss), or empty',
  signupOpensAfterCloses:
    'Sign-ups must open before they close' satisfies typeof WINDOW_TEXT.opensAfterCloses,
  signupClosesAfterEnd:
    'Sign-ups must close by the end of the event' satisfies typeof WINDOW_TEXT.closesAfterEnd,
  signupOpensAfterEnd: 'Sign-ups must open before the event ends' satisfies typeof WINDOW_TEXT.opensAfterEnd,
  cancelCutoffInvalid: `The cancellation deadline must be a whole number of hours from 0 to ${SIGNUP_WINDOW_LIMITS.cutoffHoursMax}, or empty`,
  signupOffsetInvalid: `Hours before each date must be a number from 0 to ${SIGNUP_WINDOW_LIMITS.offsetHoursMax} with at most two decimals, or empty`,
  signupOffsetsOrder:
    'Sign-ups must open more hours before each date than they close' satisfies typeof WINDOW_TEXT.offsetsOrder,
  repeatUntilInvalid: 'Repeat until must be a date (YYYY-MM-DD)',
  repeatUntilBeforeStart: 'Repeat until cannot be before the first date',
  seriesCannotMoveDates:
    'A change to the whole series cannot move its dates: change this date only, or this and the following dates',
  seriesRuleNeedsFollowing: 'The repeat rule can only change from a date on (this and the following dates)',
  seriesTooLong: 'A date of a series can last at most 7 days',
  // Levels and the mix-in draw (API.md section 10).
  levelInvalid: "Level must be a number on the club's rating scale",
  ratingScaleInvalid: 'Rating scale must be one of knltb, ntrp, utr, simple',
  retentionMonthsInvalid: `Retention must be a whole number of months from ${RETENTION_MONTHS.min} to ${RETENTION_MONTHS.max}, or null for off`,
  courtsInvalid: 'Courts must be a list of 1 to 40 court names',
  courtNameInvalid: 'Court names must be 1 to 40 characters',
  courtNamesRepeated: 'Court names must be different from each other',
  drawRoundsInvalid: 'Rounds must be a whole number from 1 to 20',
  roundMinutesInvalid: 'Round length must be a whole number of minutes from 1 to 1440',
  mixInvalid: 'Mix must be a number from 0 (closest levels) to 1 (most mixing)',
  seedInvalid: 'Seed must be a whole number from 0 to 4294967295',
  userPairsInvalid: 'Must be a list of pairs of two different user ids',
  userIdsInvalid: 'Must be a list of user ids',
  invitationUserIdsInvalid: 'Must be a list of 1 to 1000 user ids',
  arrivalsInvalid: 'Must map user ids to the round they play from (a whole number from 1 to 20)',
  drawEditInvalid:
    'Rounds must be a list of rounds shaped like the draw: round, matches (court, team_a, team_b) and sitting_out',
  // Notifications (API.md section 9).
  reminderHoursInvalid: `Reminder time must be a whole number of hours from ${REMINDER_HOURS.min} to ${REMINDER_HOURS.max}`,
  oneClickBodyInvalid: 'The body may only be List-Unsubscribe=One-Click',
  // Finding people (API.md section 12).
  memberNumberInvalid: 'Member number must be text',
  memberNumberTooLong: `Member number must be at most ${LIMITS.memberNumber} characters`,
  memberNumberCharacters: 'Member number contains characters that are not allowed',
  joinNameRequired: 'Please give your name',
  joinMessageTooLong: `Message must be at most ${JOIN_REQUEST_LIMITS.messageMax} characters`,
  joinMessageCharacters: 'Message contains characters that are not allowed',
  declineReasonTooLong: `Reason must be at most ${JOIN_REQUEST_LIMITS.reasonMax} characters`,
  declineReasonCharacters: 'Reason contains characters that are not allowed',
  cancelReasonTooLong: `Reason must be at most ${LIMITS.cancelReason} characters`,
  cancelReasonCharacters: 'Reason contains characters that are not allowed',
  joinPolicyInvalid: 'Join policy must be open, request or closed',
  waitlistModeInvalid: 'Waitlist mode must be auto or offer',
  waitlistPriorityInvalid: 'Waitlist priority must be fifo or reliable_first',
  quietHoursInvalid: 'Quiet hours must be two times, HH:mm-HH:mm, or empty for none',
  offerOpenHoursInvalid: `Open race hours must be a whole number from ${WAITLIST_OFFER_LIMITS.openHoursMin} to ${WAITLIST_OFFER_LIMITS.openHoursMax}`,
  joinApproveTypeInvalid: 'Approve as clubmember or clubguest',
  joinStatusInvalid: 'status must be pending, approved or declined',
  memberPhoneInvalid: `Phone may hold only digits, spaces and + - ( ), at most ${LIMITS.memberPhone} characters`,
  queryRepeated: 'Each of q, sort, limit and cursor may be given once',
  clubUserSearchInvalid: `Search text must be at most ${CLUB_USER_SEARCH_MAX} characters`,
  clubUserTypeFilterInvalid:
    'user_type must be clubsuperadmin, clubadmin, cluborganiser, clubmember or clubguest',
  clubUserSortInvalid:
    'sort must be name, email, created_at, last_seen_on, user_type, level or member_number, with a leading - for descending',
  clubUserLimitInvalid: `limit must be a whole number from 1 to ${CLUB_USER_PAGE.max}`,
  cursorInvalid:
    'cursor is not valid: send back the next_cursor of the previous page with the same q, user_type and sort',
  // Members in and out (API.md section 12).
  emailRequired: 'Email is required',
  importUserTypeUnknown:
    'Unknown user type: use clubmember, clubguest, cluborganiser, clubadmin (or lid, gast, organisator, beheerder)',
  importDuplicateEmail: 'This email address is in more than one row',
  importEmpty: 'The file has no member rows',
  importNoEmailColumn: 'The file has no email column (email, e-mail or e-mailadres)',
  importTooManyRows: `A file may hold at most ${IMPORT_LIMITS.rows.toLocaleString('en-GB')} member rows`,
  importUnreadable: 'This file could not be read: send a CSV file or an Excel workbook (.xlsx)',
  importWorkbookTooLarge: `The workbook is too large when unpacked (at most ${IMPORT_LIMITS.unpackedBytes / 1024 / 1024} MB)`,
  // The audit log's filters (API.md section 12).
  auditActionInvalid: 'Action must be one of the audit log actions',
  auditCursorInvalid: 'The cursor is not valid: start again from the first page',
  auditLimitInvalid: `Limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}`,
  // Messages from organisers and the club (API.md section 13).
  messageSubjectRequired: 'Subject is required',
  messageSubjectTooLong: `Subject must be at most ${MESSAGE_LIMITS.subjectMax} characters`,
  messageSubjectCharacters: 'Subject contains characters that are not allowed',
  messageBodyRequired: 'Message is required',
  messageBodyTooLong: `Message must be at most ${MESSAGE_LIMITS.bodyMax.toLocaleString('en-GB')} characters`,
  messageBodyCharacters: 'Message contains characters that are not allowed',
  messageAudienceInvalid: 'Recipients must be confirmed, waitlisted or everyone',
  clubMessageAudienceInvalid: 'Recipients must be members or everyone',
  attendanceStatusInvalid: 'status must be present or absent',
  checkInCodeRequired: 'Enter the check-in code',
  pushEndpointInvalid: 'Endpoint must be the https address of a known push service',
  pushKeysInvalid: 'Keys must be the p256dh and auth keys of a push subscription',
} as const;

// The API's own texts are a module of their own: a page that shows only the client rules does not
// carry them (a side-effect-free module whose exports no one uses is left out of the bundle).
export * from './api-messages';
