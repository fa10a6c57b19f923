/**
 * The feed's address for 'Subscribe': the same URL with the webcal scheme, which phones and
 * desktop calendars open as a subscription (they fetch it over http(s) and keep polling it).
 */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//i, 'webcal://');

/**
 * Google Calendar's "add by URL" page for the feed: it subscribes (Google fetches the https feed
 * itself and keeps polling it), where opening the .ics would import a copy once.
 */
export const googleCalendarUrl = (url: string) =>
  `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(url)}`;
