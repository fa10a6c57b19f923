import {
  mergeDateAndTime,
  splitLocalDateTime,
  type ClubEvent,
  type EventInput,
  type Series,
} from '@courtside/core';
import {
  DEFAULT_EVENT_TYPE,
  DEFAULT_RECURRING_PATTERN,
  fitsTextLimit,
  isDate,
  isEventType,
  isRecurringPattern,
  LIMITS,
  parseRule,
  presetRule,
  isSignupOffset,
  SIGNUP_WINDOW_LIMITS,
  signupOffsetErrors,
  signupWindowErrors,
  VALIDATION,
} from '@courtside/domain';
import { CUSTOM_RULE, firstDateFits, patternOfCustomRule } from './repeat-rule';

/** The form's fields: one date and two times, merged into start_time and end_time on submit. */
export interface EventFormValues {
  name: string;
  description: string;
  event_type: string;
  event_date: string;
  start_time: string;
  end_time: string;
  /** A pattern, or 'custom' for the rule typed in `rule` ('Advanced'). */
  recurring_pattern: string;
  /** The series' last date (`YYYY-MM-DD`); empty: it keeps repeating. */
  repeat_until: string;
  /** The custom RRULE, when `recurring_pattern` is 'custom'. */
  rule: string;
  location: string;
  /** Text of the number input; empty means no limit. */
  capacity: string;
  /** A one-off event's window: `YYYY-MM-DDTHH:mm` (datetime-local); empty: no bound. */
  signup_opens_at: string;
  signup_closes_at: string;
  /** A series' window: hours before each date (text of a number input); empty: no bound. */
  signup_opens_hours_before: string;
  signup_closes_hours_before: string;
  /** Whole hours before the start from which a cancellation is late; empty: never. */
  cancel_cutoff_hours: string;
  /** A series: members may sign up for every date. */
  allow_standing_signups: boolean;
  /** Shown as a share card to anyone with the link, as ticked; null: untouched, nothing sent. */
  public_card: boolean | null;
  /** The event's as saved (null for a new event, whose box follows the kind: defaultPublicCard). */
  public_card_saved: boolean | null;
}

export type EventFormField = keyof EventFormValues;
export type EventFormErrors = Partial<Record<EventFormField, string>>;

/**
 * What the recurrence fields may do: on a new event, start a series ('new'); on a date of a
 * series, change the series from that date ('series'); on a one-off event, only the old label
 * ('single': the server makes no series of an existing event).
 */
export type RepeatMode = 'new' | 'series' | 'single';

export const EMPTY_EVENT_FORM: EventFormValues = {
  name: '',
  description: '',
  event_type: DEFAULT_EVENT_TYPE,
  event_date: '',
  start_time: '',
  end_time: '',
  recurring_pattern: DEFAULT_RECURRING_PATTERN,
  repeat_until: '',
  rule: '',
  location: '',
  capacity: '',
  signup_opens_at: '',
  signup_closes_at: '',
  signup_opens_hours_before: '',
  signup_closes_hours_before: '',
  cancel_cutoff_hours: '',
  allow_standing_signups: true,
  public_card: null,
  public_card_saved: null,
};

const hoursText = (hours: number | null | undefined) => (hours == null ? '' : String(hours));
const minuteText = (wall: string | null | undefined) => (wall ? wall.slice(0, 16) : '');

/**
 * The edit form splits start_time into a date and a time (SPEC.md 'Edit event page'). A date of
 * a series shows the series' repeat: its preset, or its own rule under 'Advanced'.
 */
export function eventToFormValues(event: ClubEvent, series?: Series): EventFormValues {
  const start = splitLocalDateTime(event.start_time);
  const preset =
    series && series.rule === presetRule(series.recurring_pattern, series.first_start.slice(0, 10));
  return {
    name: event.name,
    description: event.description ?? '',
    event_type: event.event_type,
    event_date: start.date,
    start_time: start.time,
    end_time: splitLocalDateTime(event.end_time).time,
    recurring_pattern:
      series && !preset ? CUSTOM_RULE : (series?.recurring_pattern ?? event.recurring_pattern),
    repeat_until: series?.until ?? '',
    rule: series && !preset ? series.rule : '',
    location: event.location ?? '',
    capacity: event.capacity == null ? '' : String(event.capacity),
    signup_opens_at: minuteText(event.signup_opens_at),
    signup_closes_at: minuteText(event.signup_closes_at),
    signup_opens_hours_before: hoursText(series?.template.signup_opens_hours_before),
    signup_closes_hours_before: hoursText(series?.template.signup_closes_hours_before),
    cancel_cutoff_hours: hoursText(series ? series.template.cancel_cutoff_hours : event.cancel_cutoff_hours),
    allow_standing_signups: series?.template.allow_standing_signups ?? true,
    public_card: null,
    public_card_saved: event.public_card ?? null,
  };
}

/** Whether the form makes (or edits) a series: its window is hours before each date. */
export const repeatsIn = (values: Pick<EventFormValues, 'recurring_pattern'>, mode: RepeatMode) =>
  mode === 'series' || (mode === 'new' && values.recurring_pattern !== 'none');

/** The number an hours field holds, or null when empty; NaN when it is not a number. */
const hoursOf = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

const WHOLE_NUMBER = /^\d+$/;

/**
 * SPEC.md section 5, the same rules and texts as the server (plus its location and capacity limits);
 * lengths in characters as a person counts them (graphemes: one '❤️' is one), as the server does.
 * A new series must start on a date of its rule (`mode` 'new'; a date of a series may move).
 */
export function validateEventForm(values: EventFormValues, mode: RepeatMode = 'new'): EventFormErrors {
  const errors: EventFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = VALIDATION.eventNameRequired;
  else if (!fitsTextLimit(name, LIMITS.eventName)) errors.name = VALIDATION.eventNameTooLong;
  if (!fitsTextLimit(values.description, LIMITS.eventDescription))
    errors.description = VALIDATION.descriptionTooLong;
  if (!isEventType(values.event_type)) errors.event_type = VALIDATION.eventTypeInvalid;
  if (!values.event_date) errors.event_date = VALIDATION.eventDateRequired;
  if (!values.start_time) errors.start_time = VALIDATION.startTimeRequired;
  if (!values.end_time) errors.end_time = VALIDATION.endTimeRequired;
  // Both times share the one date, and HH:mm strings order like the times they name.
  else if (values.start_time && values.end_time <= values.start_time)
    errors.end_time = VALIDATION.endBeforeStart;
  const custom = mode !== 'single' && values.recurring_pattern === CUSTOM_RULE;
  if (!custom && !isRecurringPattern(values.recurring_pattern))
    errors.recurring_pattern = VALIDATION.recurringPatternInvalid;
  else if (mode !== 'single' && values.recurring_pattern !== 'none') {
    const until = values.repeat_until;
    if (until && !isDate(until)) errors.repeat_until = VALIDATION.repeatUntilInvalid;
    else if (until && values.event_date && until < values.event_date)
      errors.repeat_until = VALIDATION.repeatUntilBeforeStart;
  }
  if (custom) {
    const parsed = parseRule(values.rule);
    if (!parsed.ok) errors.rule = parsed.error;
    else if (mode === 'new' && values.event_date && !firstDateFits(parsed.rule, values.event_date))
      errors.event_date = VALIDATION.startNotOccurrence;
  }
  if (!fitsTextLimit(values.location.trim(), LIMITS.eventLocation))
    errors.location = VALIDATION.locationTooLong;
  const capacity = values.capacity.trim();
  if (capacity) {
    const n = Number(capacity);
    if (!WHOLE_NUMBER.test(capacity) || n < LIMITS.eventCapacityMin || n > LIMITS.eventCapacityMax) {
      errors.capacity = VALIDATION.capacityInvalid;
    }
  }
  Object.assign(errors, windowErrors(values, mode));
  return errors;
}

/** The sign-up window's fields, by the server's rules (API.md section 13). */
function windowErrors(values: EventFormValues, mode: RepeatMode): EventFormErrors {
  const errors: EventFormErrors = {};
  const cutoff = values.cancel_cutoff_hours.trim();
  if (cutoff && (!WHOLE_NUMBER.test(cutoff) || Number(cutoff) > SIGNUP_WINDOW_LIMITS.cutoffHoursMax))
    errors.cancel_cutoff_hours = VALIDATION.cancelCutoffInvalid;
  if (repeatsIn(values, mode)) {
    const opens = hoursOf(values.signup_opens_hours_before);
    const closes = hoursOf(values.signup_closes_hours_before);
    if (opens !== null && !isSignupOffset(opens))
      errors.signup_opens_hours_before = VALIDATION.signupOffsetInvalid;
    if (closes !== null && !isSignupOffset(closes))
      errors.signup_closes_hours_before = VALIDATION.signupOffsetInvalid;
    if (!errors.signup_opens_hours_before && !errors.signup_closes_hours_before)
      Object.assign(
        errors,
        signupOffsetErrors({ signup_opens_hours_before: opens, signup_closes_hours_before: closes }),
      );
    return errors;
  }
  if (!values.event_date || !values.end_time) return errors;
  return {
    ...errors,
    ...signupWindowErrors({
      signup_opens_at: values.signup_opens_at ? `${values.signup_opens_at}:00` : null,
      signup_closes_at: values.signup_closes_at ? `${values.signup_closes_at}:00` : null,
      end_time: mergeDateAndTime(values.event_date, values.end_time),
    }),
  };
}

/**
 * The request body: times as 'YYYY-MM-DDTHH:mm:00', an empty capacity as no limit. A custom rule
 * goes as `rule` with its frequency as the pattern; `repeat_until` only when set (null when a
 * date of a series clears it).
 */
export function formValuesToInput(values: EventFormValues, mode: RepeatMode = 'new'): EventInput {
  const capacity = values.capacity.trim();
  const repeats = mode !== 'single' && values.recurring_pattern !== 'none';
  const custom = mode !== 'single' && values.recurring_pattern === CUSTOM_RULE;
  const pattern = custom ? patternOfCustomRule(values.rule) : values.recurring_pattern;
  return {
    name: values.name.trim(),
    description: values.description,
    event_type: values.event_type as EventInput['event_type'],
    start_time: mergeDateAndTime(values.event_date, values.start_time),
    end_time: mergeDateAndTime(values.event_date, values.end_time),
    recurring_pattern: (pattern ?? values.recurring_pattern) as EventInput['recurring_pattern'],
    ...(custom ? { rule: values.rule.trim() } : {}),
    ...(repeats && values.repeat_until ? { repeat_until: values.repeat_until } : {}),
    ...(mode === 'series' && repeats && !values.repeat_until ? { repeat_until: null } : {}),
    location: values.location.trim(),
    capacity: capacity ? Number(capacity) : null,
    ...windowInput(values, mode),
    // Sent once ticked or unticked: left alone, a new event follows its kind and an edit keeps it.
    ...(values.public_card === null ? {} : { public_card: values.public_card }),
  };
}

/** A series sends its window as hours before each date; a one-off event as two times. */
function windowInput(values: EventFormValues, mode: RepeatMode): Partial<EventInput> {
  const cutoff = values.cancel_cutoff_hours.trim();
  const cancel_cutoff_hours = cutoff ? Number(cutoff) : null;
  if (repeatsIn(values, mode))
    return {
      signup_opens_hours_before: hoursOf(values.signup_opens_hours_before),
      signup_closes_hours_before: hoursOf(values.signup_closes_hours_before),
      cancel_cutoff_hours,
      allow_standing_signups: values.allow_standing_signups,
    };
  return {
    signup_opens_at: values.signup_opens_at ? `${values.signup_opens_at}:00` : null,
    signup_closes_at: values.signup_closes_at ? `${values.signup_closes_at}:00` : null,
    cancel_cutoff_hours,
  };
}
