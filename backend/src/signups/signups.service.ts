import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, can, csvColumnHeader, type Locale } from '@courtside/domain';
import { DataSource } from 'typeorm';
import { fileSlug, toCsv } from '../common/csv/csv-download';
import { recordAudit } from '../common/audit/record-audit';
import type { Principal } from '../common/http/request-context';
import type { Club } from '../common/tenancy/club.entity';
import { encodeOwnSignupsCursor, type OwnSignupsCursor } from './own-signups-cursor';
import { NotificationOutbox } from '../notifications/notification-outbox';
import { Waitlist } from './waitlist';
import type { EventSignupView, OwnSignupView, SignupView } from './signup.view';
import { signupStore } from './signups.store';
import { eventStore } from '../events/events.store';
import { ownerId } from '../events/event-select';
import { membershipStore } from '../users/memberships.store';
import { signupsOpenOn } from './signup-window';
import { standingSignupStore } from './standing-signups.store';

export { OWN_SIGNUPS_RECENT_DAYS } from './signups.store';
/** Page size of `scope=past`: the default and the most `limit` may ask for. */
export const OWN_SIGNUPS_PAGE = { default: 50, max: 100 } as const;
/** Greater than any sign-up id: the first page starts at (horizon, LAST_UUID). */
const LAST_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';

export type OwnSignupsQuery =
  { scope: 'recent' } | { scope: 'past'; cursor?: OwnSignupsCursor; limit: number };

export interface OwnSignupsPage {
  data: OwnSignupView[];
  next_cursor: string | null;
}

/**
 * Sign-ups with capacity and a waitlist. Every change locks the event row first, so concurrent
 * sign-ups for one event queue up and the confirmed count never passes capacity; the unique
 * (event_id, user_id) constraint makes a second sign-up of the same person impossible.
 */
@Injectable()
export class SignupsService {
  constructor(
    private readonly db: DataSource,
    private readonly waitlist: Waitlist,
    private readonly outbox: NotificationOutbox,
  ) {}

  /**
   * Signs `userId` (a user of the club) up: confirmed while places are free, else waitlisted.
   * Their confirmation mail is written to the outbox in the same transaction.
   *
   * `staff`: who signs someone else up (POST /api/signups/admin): audited, and not held to the
   * sign-up window. Anyone else is, after the other checks (API.md section 13: started or past,
   * cancelled, already signed up, window); the 409 before the opening names it in `locale`.
   * The standing sign-ups of a date whose window has opened go in first, if the standing job has
   * not placed them yet.
   */
  async signUp(
    clubId: string,
    eventId: string,
    userId: string,
    staff?: Principal,
    locale: Locale = 'en',
  ): Promise<SignupView> {
    return this.db.transaction(async (tx) => {
      const event = await signupStore.lockTarget(tx, clubId, eventId, userId);
      if (!event) throw new NotFoundException(API_ERRORS.eventNotFound);
      if (event.past) throw new ConflictException(API_ERRORS.eventPast);
      if (event.status === 'cancelled') throw new ConflictException(API_ERRORS.eventCancelled);
      const userType = await signupStore.memberType(tx, clubId, userId);
      if (userType === null) throw new NotFoundException(API_ERRORS.userNotFound);
      // SPEC.md section 1: a guest signs up once approved as a member. Guests lack signups:self,
      // so this stops staff signing one up for them (POST /api/signups/admin).
      if (userType === 'clubguest') throw new ConflictException(API_ERRORS.guestSignupRefused);
      if (event.signed_up) throw new ConflictException(API_ERRORS.alreadySignedUp);
      if (!staff && event.signup_state === 'not_open')
        throw new ConflictException(signupsOpenOn(event.signup_opens_at!, locale));
      if (!staff && event.signup_state === 'closed') throw new ConflictException(API_ERRORS.signupsClosed);
      if (event.standing_pending) await standingSignupStore.placeIfOpen(tx, eventId);

      const signup = await signupStore.insert(tx, clubId, eventId, userId, event.capacity);
      if (!signup) throw new ConflictException(API_ERRORS.alreadySignedUp);
      await this.outbox.signedUp(tx, clubId, signup);
      if (staff && staff.id !== userId) {
        await recordAudit(tx, {
          clubId,
          actor: staff,
          action: 'signup.created_by_staff',
          targetType: 'club_user',
          targetId: userId,
          summary: `Signed up for ${await signupStore.eventLabel(tx, eventId)} (${signup.status})`,
        });
      }
      return signup;
    });
  }

  /** The language `userId` reads the club in (their choice, else the club's). */
  languageOf(clubId: string, userId: string): Promise<Locale> {
    return membershipStore.languageOf(this.db.manager, clubId, userId);
  }

  /** The caller cancels their own sign-up; someone else's answers 404, as one that does not exist. */
  cancelOwn(clubId: string, signupId: string, ownerId: string): Promise<void> {
    return this.remove(clubId, signupId, { owner: ownerId });
  }

  /** Staff remove any sign-up of the club; its owner is told, unless they removed their own. */
  removeByStaff(clubId: string, signupId: string, staff: Principal): Promise<void> {
    return this.remove(clubId, signupId, { staff });
  }

  /** Removes a sign-up of the club and fills the place it frees. */
  private async remove(
    clubId: string,
    signupId: string,
    by: { owner: string } | { staff: Principal },
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const found = await signupStore.find(tx, clubId, signupId);
      if (!found || ('owner' in by && found.user_id !== by.owner)) {
        throw new NotFoundException(API_ERRORS.signupNotFound);
      }
      const eventId = found.event_id;
      await signupStore.lockEvent(tx, eventId);
      // Another request removed it while this one waited for the lock.
      if (!(await signupStore.remove(tx, signupId))) throw new NotFoundException(API_ERRORS.signupNotFound);
      // A confirmed person's own cancellation from the cut-off on still goes, but is recorded
      // (API.md section 13); a waitlisted person held no place, so is never late.
      if ('owner' in by && found.status === 'confirmed' && (await signupStore.pastCutoff(tx, eventId)))
        await signupStore.recordLateCancel(tx, clubId, eventId, by.owner);
      if ('staff' in by && by.staff.id !== found.user_id) {
        // An anonymised sign-up has no one to tell: the entry names the sign-up instead.
        if (found.user_id !== null) await this.outbox.removedByStaff(tx, clubId, found.user_id, eventId);
        await recordAudit(tx, {
          clubId,
          actor: by.staff,
          action: 'signup.removed_by_staff',
          targetType: found.user_id !== null ? 'club_user' : 'signup',
          targetId: found.user_id ?? signupId,
          summary: `Removed from ${await signupStore.eventLabel(tx, eventId)}`,
        });
      }
      await this.waitlist.promote(tx, eventId);
    });
  }

  /**
   * One event's sign-ups as a CSV download, in the caller's language (their mails' language):
   * the list staff see, with levels and the sign-up time in the club's time.
   */
  async exportForEvent(
    club: Pick<Club, 'id' | 'timezone'>,
    caller: Principal,
    eventId: string,
  ): Promise<{ filename: string; csv: string }> {
    const db = this.db.manager;
    const event = await eventStore.stored(db, club.id, eventId);
    if (!event) throw new NotFoundException(API_ERRORS.eventNotFound);
    const [rows, locale] = await Promise.all([
      signupStore.exportForEvent(db, club.id, eventId, club.timezone),
      membershipStore.languageOf(db, club.id, ownerId(caller)),
    ]);
    const columns = ['name', 'email', 'user_type', 'level', 'status', 'signup_time'] as const;
    const csv = toCsv(
      columns.map((column) => csvColumnHeader(column, locale)),
      rows.map((row) => columns.map((column) => row[column])),
      locale,
    );
    // Every download of people's data is audited (a read: no transaction to share).
    await recordAudit(db, {
      clubId: club.id,
      actor: caller,
      action: 'signups.exported',
      targetType: 'event',
      targetId: eventId,
      summary: `Downloaded the sign-ups of ${event.name}`,
    });
    return { filename: `${fileSlug(event.name)}-signups.csv`, csv };
  }

  /** The sign-ups of one event of the club, in sign-up order. */
  async forEvent(clubId: string, eventId: string): Promise<EventSignupView[]> {
    if (!(await signupStore.eventExists(this.db.manager, clubId, eventId)))
      throw new NotFoundException(API_ERRORS.eventNotFound);
    return signupStore.forEvent(this.db.manager, clubId, eventId);
  }

  /**
   * A person's sign-ups at the club. Staff may read anyone's; others only their own.
   *
   * Without `scope`: events not yet ended (soonest first), then those that ended in the last
   * OWN_SIGNUPS_RECENT_DAYS days (latest end first); `next_cursor` is set when older ones exist.
   * With `scope: 'past'`: the older ones, latest end first, a page at a time. The cost follows
   * the rows answered, never the person's whole history.
   */
  async forUser(
    club: Pick<Club, 'id' | 'timezone'>,
    caller: Principal,
    userId: string | undefined,
    query: OwnSignupsQuery = { scope: 'recent' },
  ): Promise<OwnSignupsPage> {
    const ownId = caller.kind === 'club' ? caller.id : null;
    const target = userId ?? ownId;
    if (target === null) return { data: [], next_cursor: null };
    if (target !== ownId) {
      if (!can(caller.userType, 'club-users:read')) throw new ForbiddenException(API_ERRORS.forbidden);
      if (!(await signupStore.isMember(this.db.manager, club.id, target)))
        throw new NotFoundException(API_ERRORS.userNotFound);
    }

    const db = this.db.manager;
    const window = () => signupStore.ownWindow(db, club.id, target, club.timezone);
    if (query.scope === 'recent') {
      const { horizon, now_local, older } = await window();
      const data = await signupStore.ownRecent(db, club.id, target, horizon, now_local);
      return { data, next_cursor: older ? encodeOwnSignupsCursor({ horizon }) : null };
    }

    // A walk keeps the horizon of its first answer; a first page without a cursor starts one.
    const horizon = query.cursor?.horizon ?? (await window()).horizon;
    const after = query.cursor?.after ?? { end: horizon, id: LAST_UUID };
    const rows = await signupStore.ownOlder(db, club.id, target, horizon, after, query.limit + 1);
    const data = rows.slice(0, query.limit).map(({ cursor_end: _end, ...row }) => row);
    const last = rows.length > query.limit ? rows[query.limit - 1] : undefined;
    return {
      data,
      next_cursor: last
        ? encodeOwnSignupsCursor({ horizon, after: { end: last.cursor_end, id: last.id } })
        : null,
    };
  }
}
