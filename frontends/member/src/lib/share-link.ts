import type { ClubEvent } from '@courtside/core';

/** The public share page of an event (API.md section 15), on this club's host. */
export function shareUrl(eventId: string, origin: string = window.location.origin): string {
  return `${origin}/e/${eventId}`;
}

/** `https://wa.me/?text=`: WhatsApp's own link, with the text and the link as one message. */
export function whatsAppUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/** Whether the browser has the Web Share API for a link. */
export function canWebShare(nav: Partial<Navigator> = navigator): boolean {
  return typeof nav.share === 'function';
}

/**
 * An event may be shared while it is scheduled and marked public, and the club lets its events be
 * shared; the page answers 404 otherwise, so Share is not offered.
 */
export function isShareable(
  event: Pick<ClubEvent, 'status' | 'public_card' | 'signup_state'>,
  clubOn: boolean,
): boolean {
  return clubOn && event.public_card && event.status === 'scheduled' && event.signup_state !== 'closed';
}
