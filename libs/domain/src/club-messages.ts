/**
 * Messages from organisers and the club (API.md section 13 and its decisions): who a message can
 * go to, how long its texts may be, and how many may go per rolling 24 hours.
 */
export const MESSAGE_LIMITS = {
  subjectMax: 150,
  bodyMax: 5000,
  /** Messages about one event (or one series) per rolling 24 hours (429 past it). */
  perEventPerDay: 10,
  /** Club-wide messages per rolling 24 hours (429 past it). */
  clubPerDay: 3,
} as const;

/** An event's (or a series') audience: its confirmed players, its waitlist, or both. */
export const EVENT_MESSAGE_AUDIENCES = ['confirmed', 'waitlisted', 'everyone'] as const;
export type EventMessageAudience = (typeof EVENT_MESSAGE_AUDIENCES)[number];

/** A club message's audience: `members` is clubmember and above, `everyone` adds the guests. */
export const CLUB_MESSAGE_AUDIENCES = ['members', 'everyone'] as const;
export type ClubMessageAudience = (typeof CLUB_MESSAGE_AUDIENCES)[number];

export type MessageAudience = EventMessageAudience | ClubMessageAudience;

/** What a message is about. */
export const MESSAGE_SCOPES = ['event', 'series', 'club'] as const;
export type MessageScope = (typeof MESSAGE_SCOPES)[number];
