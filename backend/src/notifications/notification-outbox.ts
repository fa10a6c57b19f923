import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { changeWindowsStore } from './change-windows.store';
import { outboxStore } from './notification-outbox.store';

/**
 * The transactional outbox (API.md section 9): everything a person must be told is written here
 * by the service that changes something, in the same transaction as the change. A rolled-back
 * change leaves no row; a committed one is relayed into the mail queue (OutboxRelay), even when
 * this process dies right after the commit. Nothing here sends, reads preferences or renders:
 * the mail job does that when it sends, so a kind switched off meanwhile is not sent. A row
 * never holds a token: links with tokens are made when the mail is composed.
 *
 * Every statement names the club. Mails about events are only about events not yet started;
 * draw mails also go out on the evening itself (a redraw after a player left).
 */
@Injectable()
export class NotificationOutbox {
  /** A sign-up made by a request (one's own or by staff): confirmed, or waitlisted with a place. */
  async signedUp(
    tx: EntityManager,
    clubId: string,
    signup: { id: string; user_id: string; event_id: string },
  ): Promise<void> {
    await outboxStore.signedUp(tx, clubId, signup);
  }

  /**
   * Invitations to the club (API.md section 12), one mail each; the sign-in link in it is made
   * when the mail is composed, so the row holds no token.
   */
  async invited(tx: EntityManager, clubId: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await outboxStore.invited(tx, clubId, userIds);
  }

  /**
   * A standing sign-up for a series: one mail confirms it, listing the dates it signed the person
   * up for (the occurrences it creates later send nothing each).
   */
  async subscribed(tx: EntityManager, clubId: string, userId: string, seriesId: string): Promise<void> {
    await outboxStore.subscribed(tx, clubId, userId, seriesId);
  }

  /**
   * A series about to stop taking standing sign-ups: call BEFORE its subscriptions are removed.
   * Each holder gets one mail naming the series as it is called now.
   */
  async standingSignupsEnded(tx: EntityManager, clubId: string, seriesId: string): Promise<void> {
    await outboxStore.standingSignupsEnded(tx, clubId, seriesId);
  }

  /** Waitlisted sign-ups just confirmed (Waitlist.promote). */
  async promoted(tx: EntityManager, clubId: string, signupIds: string[]): Promise<void> {
    if (signupIds.length === 0) return;
    await outboxStore.promoted(tx, clubId, signupIds);
  }

  /**
   * Offers of a place (API.md section 13, kind `waitlist_offer`, not switchable): the mail's
   * Accept link carries a token made when the mail is composed, so the row holds none.
   */
  async offered(tx: EntityManager, clubId: string, signupIds: string[]): Promise<void> {
    if (signupIds.length === 0) return;
    await outboxStore.offerMails(tx, clubId, signupIds, 'waitlist_offer');
  }

  /** Offers declined or expired (kind `waitlist_offer_ended`, not switchable). */
  async offerEnded(tx: EntityManager, clubId: string, signupIds: string[]): Promise<void> {
    if (signupIds.length === 0) return;
    await outboxStore.offerMails(tx, clubId, signupIds, 'waitlist_offer_ended');
  }

  /**
   * A place free within `offer_open_hours` of the start: everyone waitlisted (these sign-ups) is
   * told, and the first to accept gets it (kind `waitlist_place_free`, not switchable).
   */
  async placeFree(tx: EntityManager, clubId: string, signupIds: string[]): Promise<void> {
    if (signupIds.length === 0) return;
    await outboxStore.offerMails(tx, clubId, signupIds, 'waitlist_place_free');
  }

  /** Staff removed `userId`'s sign-up for `eventId` (call before or after the delete: the event stays). */
  async removedByStaff(tx: EntityManager, clubId: string, userId: string, eventId: string): Promise<void> {
    await outboxStore.removedByStaff(tx, clubId, userId, eventId);
  }

  /**
   * Events about to be cancelled or deleted: call BEFORE the change, while their sign-ups still
   * exist. Everyone signed up (confirmed or waitlisted) gets one mail listing their dates among
   * them (a series deleted from a date on is one mail per person, not one per date). Events
   * already cancelled or started are left out. `reason`: what staff said, quoted in the mail.
   */
  async eventsCancelled(
    tx: EntityManager,
    clubId: string,
    eventIds: string[],
    how: 'cancelled' | 'deleted',
    reason: string | null = null,
  ): Promise<void> {
    if (eventIds.length === 0) return;
    await outboxStore.eventsCancelled(tx, clubId, eventIds, how, reason);
  }

  /**
   * Events about to change (time, place, status): call BEFORE the change. Opens or extends each
   * event's change window, keeping the state before its first change; the window closes
   * NOTIFY_COALESCE_SECONDS after the last change (ChangeWindows), and the people signed up then
   * get one mail if the final state differs. `group` puts the events of one edit of several dates
   * (a series edit) into one mail per person; an event already in a window keeps its group.
   */
  async eventsChanging(tx: EntityManager, clubId: string, eventIds: string[], group?: string): Promise<void> {
    if (eventIds.length === 0) return;
    await changeWindowsStore.eventsChanging(tx, clubId, eventIds, group ?? null);
  }

  /**
   * A draw just published: each of `userIds` (the players it names) still confirmed for the event
   * gets their rounds at once.
   */
  async drawPublished(tx: EntityManager, clubId: string, eventId: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await outboxStore.drawPublished(tx, clubId, eventId, userIds);
  }

  /**
   * A published draw just changed for `userIds` (their court, partner, opponents or sitting out):
   * opens or extends each one's change window for the event, as eventsChanging does for an event
   * but per player, since one swap touches four players and the next swap others. The window
   * closes NOTIFY_COALESCE_SECONDS after the player's last change (ChangeWindows), and the player
   * then gets one mail with the draw as it is. Only players confirmed for the event are tracked.
   */
  async drawChanging(tx: EntityManager, clubId: string, eventId: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await changeWindowsStore.drawChanging(tx, clubId, eventId, userIds);
  }
}
