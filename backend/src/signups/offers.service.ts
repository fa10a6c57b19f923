import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, can } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { hashSecret } from '../common/auth/session-token';
import type { Principal } from '../common/http/request-context';
import { toView } from '../events/event-select';
import type { EventView } from '../events/event.view';
import { eventStore } from '../events/events.store';
import { NotificationOutbox } from '../notifications/notification-outbox';
import type { OwnSignupView } from './signup.view';
import { signupStore } from './signups.store';
import { offerPlan, Waitlist } from './waitlist';
import { waitlistStore, type OfferTarget } from './waitlist.store';

/** Who answers an offer: the signed-in caller (its owner, or staff for them), or its mail's link. */
export type OfferAnswerer = { caller: Principal } | { token: string };

/** `GET /api/offers/<token>`: the offer as its page shows it. */
export interface OfferLinkView {
  event: EventView;
  status: OwnSignupView['status'];
  offer_expires_at: Date | null;
}

/**
 * Answering a waitlist offer (API.md section 13 and its decisions). Every check is made under the
 * event's lock and by the database's clock, so an offer past its end cannot be accepted whatever
 * the offers job has done, and in the open race exactly one accept gets the free place.
 */
@Injectable()
export class OffersService {
  constructor(
    private readonly db: DataSource,
    private readonly waitlist: Waitlist,
    private readonly outbox: NotificationOutbox,
  ) {}

  /**
   * Accepts an open offer (confirmed), or, within `offer_open_hours` of the start, claims a free
   * place for a waitlisted person (the open race). Anything else is 409 and changes nothing.
   */
  async accept(clubId: string, signupId: string | null, by: OfferAnswerer): Promise<OwnSignupView> {
    return this.db.transaction(async (tx) => {
      const target = await this.target(tx, clubId, signupId, by);
      if (target.status === 'offered') {
        if (target.expired) throw new ConflictException(API_ERRORS.offerExpired);
      } else if (target.status === 'waitlisted') {
        const state = (await waitlistStore.placeState(tx, target.event_id))!;
        if (state.event_status === 'cancelled') throw new ConflictException(API_ERRORS.eventCancelled);
        if (offerPlan(state).kind !== 'race') throw new ConflictException(API_ERRORS.noOpenOffer);
        if (state.capacity !== null && state.taken >= state.capacity)
          throw new ConflictException(API_ERRORS.placeTaken);
      } else {
        throw new ConflictException(
          target.status === 'offer_ended' && target.expired
            ? API_ERRORS.offerExpired
            : API_ERRORS.noOpenOffer,
        );
      }
      await waitlistStore.confirm(tx, target.id);
      await this.outbox.promoted(tx, clubId, [target.id]);
      return (await signupStore.ownById(tx, clubId, target.id))!;
    });
  }

  /**
   * Declines an open offer: it ends (`offer_ended`, with a mail saying so) and the place is
   * offered to the next person. Anything else is 409 and changes nothing.
   */
  async decline(clubId: string, signupId: string | null, by: OfferAnswerer): Promise<OwnSignupView> {
    return this.db.transaction(async (tx) => {
      const target = await this.target(tx, clubId, signupId, by);
      if (target.status !== 'offered')
        throw new ConflictException(
          target.status === 'offer_ended' && target.expired
            ? API_ERRORS.offerExpired
            : API_ERRORS.noOpenOffer,
        );
      if (target.expired) throw new ConflictException(API_ERRORS.offerExpired);
      await waitlistStore.endOffer(tx, target.id);
      await this.outbox.offerEnded(tx, clubId, [target.id]);
      await this.waitlist.promote(tx, target.event_id);
      return (await signupStore.ownById(tx, clubId, target.id))!;
    });
  }

  /** What an offer link shows; nothing changes (link scanners follow links). */
  async describe(clubId: string, token: unknown): Promise<OfferLinkView> {
    const db = this.db.manager;
    const found = await this.byToken(db, clubId, token);
    const own = (await signupStore.ownById(db, clubId, found.id))!;
    const event = await eventStore.find(db, clubId, own.event_id, found.user_id);
    return { event: toView(event!), status: own.status, offer_expires_at: own.offer_expires_at };
  }

  /** The sign-up answered, locked with its event; 404 when the answerer may not see it. */
  private async target(
    tx: EntityManager,
    clubId: string,
    signupId: string | null,
    by: OfferAnswerer,
  ): Promise<OfferTarget> {
    const id = 'token' in by ? (await this.byToken(tx, clubId, by.token)).id : signupId!;
    const target = await waitlistStore.lockOfferTarget(tx, clubId, id);
    if (!target)
      throw new NotFoundException('token' in by ? API_ERRORS.offerLinkInvalid : API_ERRORS.signupNotFound);
    if ('caller' in by) {
      const { caller } = by;
      const mine = caller.kind === 'club' && caller.id === target.user_id;
      if (!mine && !can(caller.userType, 'signups:manage'))
        throw new NotFoundException(API_ERRORS.signupNotFound);
    }
    return target;
  }

  private async byToken(
    db: EntityManager,
    clubId: string,
    token: unknown,
  ): Promise<{ id: string; user_id: string | null }> {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{20,100}$/.test(token))
      throw new NotFoundException(API_ERRORS.offerLinkInvalid);
    const found = await waitlistStore.byTokenHash(db, clubId, hashSecret(token));
    if (!found) throw new NotFoundException(API_ERRORS.offerLinkInvalid);
    return found;
  }
}
