import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { recordAudit } from '../common/audit/record-audit';
import { SessionsService } from '../common/auth/sessions.service';
import type { Principal } from '../common/http/request-context';
import { endStandingSignups } from '../series/series-subscriptions.service';
import { Waitlist } from '../signups/waitlist';
import { membershipStore } from '../users/memberships.store';
import { departedEmailHash, departureStore } from './departure.store';

/**
 * A person leaving a club, by their own choice (DELETE /api/me/membership) or removed by its
 * staff (DELETE /api/club-users/:id): one way for both (API.md section 12). Their sign-ups for
 * events still to come are cancelled and the places go to the waitlists as for any cancellation
 * (with the promotion mails); their past sign-ups stay for the club's history as 'Former member';
 * standing sign-ups end; their unused links for the club are voided; their e-mail is remembered
 * only as a hash with the day; their login goes once nothing holds it.
 */
@Injectable()
export class MemberDeparture {
  constructor(
    private readonly db: DataSource,
    private readonly waitlist: Waitlist,
    private readonly sessions: SessionsService,
  ) {}

  /**
   * The departure itself, in the caller's transaction. The caller has locked the membership
   * (FOR UPDATE), so no sign-up of theirs can appear meanwhile (a sign-up's foreign key waits on
   * that lock), and checked that the club keeps a super admin.
   */
  async depart(tx: EntityManager, clubId: string, userId: string): Promise<void> {
    const email = await departureStore.emailOf(tx, userId);
    const coming = await departureStore.comingEventIds(tx, clubId, userId);
    const eventIds = await this.waitlist.lockEvents(tx, clubId, coming);
    await departureStore.deleteSignups(tx, clubId, userId, eventIds);
    await departureStore.anonymiseRest(tx, clubId, userId);
    await endStandingSignups(tx, clubId, userId);
    await departureStore.deleteJoinRequests(tx, clubId, userId);
    await departureStore.remember(tx, clubId, departedEmailHash(clubId, email));
    await departureStore.voidLinks(tx, clubId, email);
    await membershipStore.remove(tx, clubId, userId);
    for (const eventId of eventIds) await this.waitlist.promote(tx, eventId);
    await departureStore.deleteUserIfUnused(tx, userId);
  }

  /** Ends the person's sessions at the club, after the departure committed. */
  endSessions(clubId: string, userId: string): Promise<void> {
    return this.sessions.endClubSessions(userId, clubId);
  }

  /**
   * The caller leaves the club. The last club super admin cannot (409): the club would have no
   * one to run it. Audited, with the person as actor and target (they read as 'Former member').
   */
  async leave(clubId: string, caller: Principal): Promise<void> {
    if (caller.kind !== 'club') throw new NotFoundException(API_ERRORS.userNotFound);
    await this.db.transaction(async (tx) => {
      const superAdmins = await membershipStore.lockSuperAdmins(tx, clubId);
      const userType = await departureStore.lockMembership(tx, clubId, caller.id);
      if (!userType) throw new NotFoundException(API_ERRORS.userNotFound);
      if (userType === 'clubsuperadmin' && !superAdmins.some((id) => id !== caller.id))
        throw new ConflictException(API_ERRORS.lastSuperAdminLeaving);
      await this.depart(tx, clubId, caller.id);
      await recordAudit(tx, {
        clubId,
        actor: caller,
        action: 'club_user.left',
        targetType: 'club_user',
        targetId: caller.id,
        summary: `Left the club (was ${userType})`,
      });
    });
    await this.endSessions(clubId, caller.id);
  }
}
