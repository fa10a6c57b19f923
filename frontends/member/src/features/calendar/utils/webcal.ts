/**
 * The feed's address for 'Subscribe': the same URL with the webcal scheme, which phones and
 * desktop calendars open as a subscription (they fetch it over http(s) and keep polling it).
 */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//i, 'webcal://');
