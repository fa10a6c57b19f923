import { mergeDateAndTime, splitLocalDateTime, type ClubEvent, type EventInput } from '@courtside/core';
import {
  DEFAULT_EVENT_TYPE,
  DEFAULT_RECURRING_PATTERN,
  fitsTextLimit,
  isEventType,
  isRecurringPattern,
  LIMITS,
  VALIDATION,
} from '@courtside/domain';

/** The form's fields: one date and two times, merged into start_time and end_time on submit. */
export interface EventFormValues {
  name: string;
  description: string;
  event_type: string;
  event_date: string;
  start_time: string;
  end_time: string;
  recurring_pattern: string;
  location: string;
  /** Text of the number input; empty means no limit. */
  capacity: string;
}

export type EventFormField = keyof EventFormValues;
export type EventFormErrors = Partial<Record<EventFormField, string>>;

export const EMPTY_EVENT_FORM: EventFormValues = {
  name: '',
  description: '',
  event_type: DEFAULT_EVENT_TYPE,
  event_date: '',
  start_time: '',
  end_time: '',
  recurring_pattern: DEFAULT_RECURRING_PATTERN,
  location: '',
  capacity: '',
};

/** The edit form splits start_time into a date and a time (SPEC.md 'Edit event page'). */
export function eventToFormValues(event: ClubEvent): EventFormValues {
  const start = splitLocalDateTime(event.start_time);
  return {
    name: event.name,
    description: event.description ?? '',
    event_type: event.event_type,
    event_date: start.date,
    start_time: start.time,
    end_time: splitLocalDateTime(event.end_time).time,
    recurring_pattern: event.recurring_pattern,
    location: event.location ?? '',
    capacity: event.capacity == null ? '' : String(event.capacity),
  };
}

const WHOLE_NUMBER = /^\d+$/;

/**
 * SPEC.md section 5, the same rules and texts as the server (plus its location and capacity limits);
 * lengths in characters as a person counts them (graphemes: one '❤️' is one), as the server does.
 */
export function validateEventForm(values: EventFormValues): EventFormErrors {
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
  if (!isRecurringPattern(values.recurring_pattern))
    errors.recurring_pattern = VALIDATION.recurringPatternInvalid;
  if (!fitsTextLimit(values.location.trim(), LIMITS.eventLocation))
    errors.location = VALIDATION.locationTooLong;
  const capacity = values.capacity.trim();
  if (capacity) {
    const n = Number(capacity);
    if (!WHOLE_NUMBER.test(capacity) || n < LIMITS.eventCapacityMin || n > LIMITS.eventCapacityMax) {
      errors.capacity = VALIDATION.capacityInvalid;
    }
  }
  return errors;
}

/** The request body: times as 'YYYY-MM-DDTHH:mm:00', an empty capacity as no limit. */
export function formValuesToInput(values: EventFormValues): EventInput {
  const capacity = values.capacity.trim();
  return {
    name: values.name.trim(),
    description: values.description,
    event_type: values.event_type as EventInput['event_type'],
    start_time: mergeDateAndTime(values.event_date, values.start_time),
    end_time: mergeDateAndTime(values.event_date, values.end_time),
    recurring_pattern: values.recurring_pattern as EventInput['recurring_pattern'],
    location: values.location.trim(),
    capacity: capacity ? Number(capacity) : null,
  };
}
