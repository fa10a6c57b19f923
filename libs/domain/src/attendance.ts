/**
 * The rules of the evening (API.md section 14 and its decisions), shared by the server, which
 * enforces them, and the screens, which explain them.
 */
export const CHECK_IN_RULES = {
  /** The check-in code works, and attendance may be recorded, from this long before the start. */
  opensMinutesBefore: 60,
  /** Staff may record or correct attendance until this many days after the end. */
  correctionDays: 14,
  /** Wrong codes a person may try per event; the next one answers 429. */
  maxWrongCodes: 10,
  /** Default of NO_SHOW_AFTER_MINUTES: how long after the end unknown becomes no_show. */
  noShowAfterMinutes: 120,
} as const;

/** Reliability (section 14): the window of the figures, and of "reliable" for reliable_first. */
export const RELIABILITY_DAYS = 90;

/**
 * Who a freed place goes to first (club setting `waitlist_priority`, API.md section 14): fifo, in
 * sign-up order; reliable_first, people with no late cancellation or no-show in the reliability
 * window first (in sign-up order), then the rest.
 */
export const WAITLIST_PRIORITIES = ['fifo', 'reliable_first'] as const;
export type WaitlistPriority = (typeof WAITLIST_PRIORITIES)[number];

/** How staff record a person's attendance; no_show and late_cancel come from the system. */
export const MARKED_ATTENDANCE = ['present', 'absent'] as const;
export type MarkedAttendance = (typeof MARKED_ATTENDANCE)[number];

/** What the attendance list shows per person: recorded, or `unknown` while nothing is. */
export const ATTENDANCE_LIST_STATUSES = ['present', 'absent', 'unknown', 'no_show', 'late_cancel'] as const;
export type AttendanceListStatus = (typeof ATTENDANCE_LIST_STATUSES)[number];

/** A person's figures over the last RELIABILITY_DAYS days. */
export interface Reliability {
  attended: number;
  late_cancels: number;
  no_shows: number;
}

/** The clubhouse display link works until this many hours after the event's end. */
export const DISPLAY_LINK_HOURS_AFTER_END = 2;
