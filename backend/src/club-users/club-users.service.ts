import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { isUniqueViolation } from '../common/errors/unique-violation';
import { SessionsService } from '../common/auth/sessions.service';
import type { Principal } from '../common/http/request-context';
import { refuseChangedText } from '../common/validation/allowed-characters';
import { Waitlist } from '../signups/waitlist';
import { endStandingSignups } from '../series/series-subscriptions.service';
import { ClubMembership } from '../users/club-membership.entity';
import { membershipStore } from '../users/memberships.store';
import { peopleStore } from '../users/people.store';
import { User } from '../users/user.entity';
import { assertLevelOnScale } from '../levels/club-levels';
import { LEVEL_COLUMN, levelStore } from '../levels/levels.store';
import { assertKeepsASuperAdmin, assertMayManage } from './club-user-rules';
import type { DeletedView } from '../common/http/api-data';
import type { ClubUserView } from './club-user.view';
import type { CreateClubUserDto } from './dto/create-club-user.dto';
import type { UpdateClubUserDto } from './dto/update-club-user.dto';

const SELECT_CLUB_USER = `
  SELECT u.id, u.email, m.name, m.user_type, m.created_at, ${LEVEL_COLUMN('m')} AS level, m.level_set_by_staff
    FROM club_memberships m JOIN users u ON u.id = m.user_id`;

/**
 * The club's people by e-mail: $1 the club. Its cost follows the club's membership count (the
 * (club_id, user_id) index, then each person by primary key), never the club's events or
 * sign-ups. Exported for the plan tests and the bench.
 */
export const CLUB_USERS_LIST_SQL = `${SELECT_CLUB_USER} WHERE m.club_id = $1 ORDER BY u.email`;

/**
 * The people of one club. Every query names the club; an id of someone who is not in it is
 * simply not found. Changes that touch the club's super admins take the lock of
 * `lockSuperAdmins` first, so the last one can never be demoted or removed by two racing calls.
 */
@Injectable()
export class ClubUsersService {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: SessionsService,
    private readonly waitlist: Waitlist,
  ) {}

  list(clubId: string): Promise<ClubUserView[]> {
    return this.db.query(CLUB_USERS_LIST_SQL, [clubId]);
  }

  get(clubId: string, userId: string): Promise<ClubUserView> {
    return findClubUser(this.db.manager, clubId, userId);
  }

  /**
   * Adds a person to the club. Someone already known (from another club) keeps their login and
   * global id, but nothing another club entered about them is read or changed: the name is the
   * one given here.
   */
  async create(clubId: string, actor: Principal, dto: CreateClubUserDto): Promise<ClubUserView> {
    assertMayManage(actor.userType, undefined, dto.user_type);
    try {
      return await this.db.transaction(async (tx) => {
        // The club row first (levels are on its scale), then the person and the membership.
        const scale = dto.level != null ? (await levelStore.lockRating(tx, clubId)).rating_scale : null;
        if (scale) assertLevelOnScale(scale, dto.level!);
        const userId = await peopleStore.ensure(tx, dto.email);
        await membershipStore.add(tx, { clubId, userId, userType: dto.user_type, name: dto.name });
        if (scale) await levelStore.set(tx, clubId, userId, dto.level!, 'staff');
        return findClubUser(tx, clubId, userId);
      });
    } catch (error) {
      if (isUniqueViolation(error, 'uq_club_memberships_club_user')) {
        throw new ConflictException(API_ERRORS.userExists);
      }
      throw error;
    }
  }

  async update(
    clubId: string,
    actor: Principal,
    userId: string,
    dto: UpdateClubUserDto,
  ): Promise<ClubUserView> {
    let result: { user: ClubUserView; endSessions: boolean };
    try {
      result = await this.db.transaction(async (tx) => {
        // A level is on the club's scale: hold the club row (before any membership) while writing it.
        const scale = dto.level !== undefined ? (await levelStore.lockRating(tx, clubId)).rating_scale : null;
        const superAdmins = await lockSuperAdmins(tx, clubId);
        const target = await findClubUser(tx, clubId, userId, 'FOR NO KEY UPDATE OF m');
        refuseChangedText(dto, target);
        const nextType = dto.user_type ?? target.user_type;
        assertMayManage(actor.userType, target.user_type, dto.user_type);
        assertKeepsASuperAdmin(target.user_type, nextType, countOthers(superAdmins, userId));

        const emailChanged = dto.email !== undefined && dto.email !== target.email;
        if (emailChanged) await assertEmailMayChange(tx, clubId, actor, userId, dto.email!);

        if (emailChanged) await tx.update(User, { id: userId }, { email: dto.email });
        const typeChanged = nextType !== target.user_type;
        const membershipChanges: Partial<Pick<ClubMembership, 'name' | 'user_type'>> = {};
        if (typeChanged) membershipChanges.user_type = nextType;
        // A guest may not sign up: their standing sign-ups for series end (their sign-ups stay).
        if (typeChanged && nextType === 'clubguest') await endStandingSignups(tx, clubId, userId);
        if (dto.name !== undefined && dto.name !== target.name) membershipChanges.name = dto.name;
        if (Object.keys(membershipChanges).length) {
          await tx.update(ClubMembership, { club_id: clubId, user_id: userId }, membershipChanges);
        }
        if (scale) {
          assertLevelOnScale(scale, dto.level!);
          await levelStore.set(tx, clubId, userId, dto.level!, 'staff');
        }
        return { user: await findClubUser(tx, clubId, userId), endSessions: emailChanged || typeChanged };
      });
    } catch (error) {
      if (isUniqueViolation(error, 'uq_users_email')) throw new ConflictException(API_ERRORS.emailTaken);
      throw error;
    }
    // A new role or a new login address: they sign in again to act with it.
    if (result.endSessions) await this.sessions.endClubSessions(userId, clubId);
    return result.user;
  }

  /**
   * Removes the membership; its sign-ups and standing sign-ups for series go with it (foreign
   * keys), and the places they held go
   * to the oldest waitlisted people in the same transaction. The person stays a user: they may
   * belong to other clubs.
   */
  async remove(clubId: string, actor: Principal, userId: string): Promise<DeletedView> {
    await this.db.transaction(async (tx) => {
      const superAdmins = await lockSuperAdmins(tx, clubId);
      const target = await findClubUser(tx, clubId, userId, 'FOR UPDATE OF m');
      assertMayManage(actor.userType, target.user_type, undefined);
      assertKeepsASuperAdmin(target.user_type, null, countOthers(superAdmins, userId));

      // The membership row is locked, so no new sign-up of theirs can appear from here on.
      const signedUp: { event_id: string }[] = await tx.query(
        `SELECT DISTINCT event_id FROM signups WHERE club_id = $1 AND user_id = $2`,
        [clubId, userId],
      );
      const eventIds = await this.waitlist.lockEvents(
        tx,
        clubId,
        signedUp.map((s) => s.event_id),
      );
      await tx.delete(ClubMembership, { club_id: clubId, user_id: userId });
      for (const eventId of eventIds) await this.waitlist.promote(tx, eventId);
    });
    await this.sessions.endClubSessions(userId, clubId);
    return { id: userId };
  }
}

async function findClubUser(
  db: EntityManager,
  clubId: string,
  userId: string,
  lock: '' | 'FOR NO KEY UPDATE OF m' | 'FOR UPDATE OF m' = '',
): Promise<ClubUserView> {
  const [row] = await db.query(`${SELECT_CLUB_USER} WHERE m.club_id = $1 AND m.user_id = $2 ${lock}`, [
    clubId,
    userId,
  ]);
  if (!row) throw new NotFoundException(API_ERRORS.userNotFound);
  return row;
}

/**
 * Locks the club's clubsuperadmin memberships (in id order, so racing calls queue instead of
 * deadlocking) and returns their user ids. NO KEY UPDATE: it excludes other changes of these
 * rows but not the key-share locks that new sign-ups take on them.
 */
async function lockSuperAdmins(tx: EntityManager, clubId: string): Promise<string[]> {
  const rows: { user_id: string }[] = await tx.query(
    `SELECT user_id FROM club_memberships WHERE club_id = $1 AND user_type = 'clubsuperadmin'
      ORDER BY id FOR NO KEY UPDATE`,
    [clubId],
  );
  return rows.map((r) => r.user_id);
}

const countOthers = (superAdmins: string[], userId: string) =>
  superAdmins.filter((id) => id !== userId).length;

/**
 * An e-mail is a person's login everywhere. A club may change it only for someone who belongs to
 * no other club (else one club could take over an account at another); system staff may always.
 */
async function assertEmailMayChange(
  tx: EntityManager,
  clubId: string,
  actor: Principal,
  userId: string,
  email: string,
): Promise<void> {
  // Holds off a concurrent join of another club until this change is decided.
  await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR UPDATE`, [userId]);
  if (actor.kind !== 'system') {
    const elsewhere = await tx.query(
      `SELECT 1 FROM club_memberships WHERE user_id = $1 AND club_id <> $2 LIMIT 1`,
      [userId, clubId],
    );
    if (elsewhere.length) throw new ConflictException(API_ERRORS.emailSharedAcrossClubs);
  }
  const taken = await tx.query(`SELECT 1 FROM users WHERE email = $1`, [email]);
  if (taken.length) throw new ConflictException(API_ERRORS.emailTaken);
}
