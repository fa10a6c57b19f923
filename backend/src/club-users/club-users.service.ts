import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { API_ERRORS, can, csvColumnHeader } from '@courtside/domain';
import { attendanceStore } from '../attendance/attendance.store';
import { DataSource, type EntityManager } from 'typeorm';
import { toCsv } from '../common/csv/csv-download';
import { recordAudit } from '../common/audit/record-audit';
import { isUniqueViolation } from '../common/errors/unique-violation';
import { SessionsService } from '../common/auth/sessions.service';
import type { Principal } from '../common/http/request-context';
import { refuseChangedText } from '../common/validation/allowed-characters';
import { departedEmailHash, departureStore } from '../data-rights/departure.store';
import { MemberDeparture } from '../data-rights/member-departure.service';
import { endStandingSignups } from '../series/series-subscriptions.service';
import type { ClubMembership } from '../users/club-membership.entity';
import { membershipStore } from '../users/memberships.store';
import { peopleStore } from '../users/people.store';
import { assertLevelOnScale } from '../levels/club-levels';
import { levelStore } from '../levels/levels.store';
import { assertKeepsASuperAdmin, assertMayManage } from './club-user-rules';
import { InvitationsService } from './invitations.service';
import { clubUserStore, type ClubUserLock } from './club-users.store';
import type { DeletedView } from '../common/http/api-data';
import type { ClubUsersListView, ClubUserView } from './club-user.view';
import { clubUserCursor, sortText, type ClubUserListQuery } from './club-user-list';
import type { CreateClubUserDto } from './dto/create-club-user.dto';
import type { UpdateClubUserDto } from './dto/update-club-user.dto';

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
    private readonly invitations: InvitationsService,
    private readonly departure: MemberDeparture,
  ) {}

  /** The whole matching list, or one page of it when the query pages. */
  async list(clubId: string, query: ClubUserListQuery): Promise<ClubUsersListView> {
    if (!query.page) return { data: await clubUserStore.list(this.db.manager, clubId, query) };
    const page = await clubUserStore.page(this.db.manager, clubId, { ...query, page: query.page });
    return {
      data: page.rows,
      next_cursor: page.next ? clubUserCursor.encode(sortText(query), page.next) : null,
      total: page.total,
    };
  }

  /**
   * Every person of the club as a CSV download in the caller's language (their mails'), with the
   * headers the import reads, so the file imports back unchanged. Audited: it is people's data.
   */
  async exportCsv(clubId: string, caller: Principal): Promise<string> {
    const db = this.db.manager;
    const [rows, locale] = await Promise.all([
      clubUserStore.list(db, clubId, { sort: 'email', descending: false }),
      membershipStore.languageOf(db, clubId, caller.kind === 'club' ? caller.id : null),
    ]);
    const columns = [
      'email',
      'name',
      'user_type',
      'level',
      'member_number',
      'phone',
      'last_seen_on',
    ] as const;
    const csv = toCsv(
      columns.map((column) => csvColumnHeader(column, locale)),
      rows.map((row) => columns.map((column) => row[column] ?? null)),
      locale,
    );
    await recordAudit(db, {
      clubId,
      actor: caller,
      action: 'club_users.exported',
      targetType: 'club',
      targetId: clubId,
      summary: `Downloaded the member list (${rows.length} people)`,
    });
    return csv;
  }

  /**
   * One person of the club; with `reliability` (API.md section 14) for callers who manage club
   * users: nobody else sees another person's figures.
   */
  async get(clubId: string, userId: string, caller?: Principal): Promise<ClubUserView> {
    const user = await findClubUser(this.db.manager, clubId, userId);
    if (!caller || !can(caller.userType, 'club-users:manage')) return user;
    return { ...user, reliability: await attendanceStore.reliability(this.db.manager, clubId, userId) };
  }

  /**
   * Adds a person to the club. Someone already known (from another club) keeps their login and
   * global id, but nothing another club entered about them is read or changed: the name is the
   * one given here. Unless `invite` is false they are invited in the same transaction.
   */
  async create(clubId: string, actor: Principal, dto: CreateClubUserDto): Promise<ClubUserView> {
    assertMayManage(actor.userType, undefined, dto.user_type);
    try {
      return await this.db.transaction(async (tx) => {
        // The club row first (levels are on its scale), then the person and the membership.
        const scale = dto.level != null ? (await levelStore.lockRating(tx, clubId)).rating_scale : null;
        if (scale) assertLevelOnScale(scale, dto.level!);
        const userId = await peopleStore.ensure(tx, dto.email);
        await membershipStore.add(tx, {
          clubId,
          userId,
          userType: dto.user_type,
          name: dto.name,
          memberNumber: dto.member_number,
          phone: dto.phone,
        });
        if (scale) await levelStore.set(tx, clubId, userId, dto.level!, 'staff');
        // Added again by hand: an import no longer holds them back as departed.
        await departureStore.forget(tx, clubId, [departedEmailHash(clubId, dto.email)]);
        await recordAudit(tx, {
          clubId,
          actor,
          action: 'club_user.created',
          targetType: 'club_user',
          targetId: userId,
          summary: `Added as ${dto.user_type}`,
        });
        if (dto.invite !== false) await this.invitations.invite(tx, clubId, actor, [userId]);
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
        const superAdmins = await membershipStore.lockSuperAdmins(tx, clubId);
        const target = await findClubUser(tx, clubId, userId, 'FOR NO KEY UPDATE OF m');
        refuseChangedText(dto, target);
        const nextType = dto.user_type ?? target.user_type;
        assertMayManage(actor.userType, target.user_type, dto.user_type);
        assertKeepsASuperAdmin(target.user_type, nextType, countOthers(superAdmins, userId));

        const emailChanged = dto.email !== undefined && dto.email !== target.email;
        if (emailChanged) await assertEmailMayChange(tx, clubId, actor, userId, dto.email!);

        if (emailChanged) await peopleStore.setEmail(tx, userId, dto.email!);
        const typeChanged = nextType !== target.user_type;
        const membershipChanges: Partial<
          Pick<ClubMembership, 'name' | 'user_type' | 'member_number' | 'phone'>
        > = {};
        if (typeChanged) membershipChanges.user_type = nextType;
        // A guest may not sign up: their standing sign-ups for series end (their sign-ups stay).
        if (typeChanged && nextType === 'clubguest') await endStandingSignups(tx, clubId, userId);
        if (dto.name !== undefined && dto.name !== target.name) membershipChanges.name = dto.name;
        if (dto.member_number !== undefined && dto.member_number !== target.member_number)
          membershipChanges.member_number = dto.member_number;
        if (dto.phone !== undefined && dto.phone !== target.phone) membershipChanges.phone = dto.phone;
        if (Object.keys(membershipChanges).length) {
          await membershipStore.update(tx, clubId, userId, membershipChanges);
        }
        if (scale) {
          assertLevelOnScale(scale, dto.level!);
          await levelStore.set(tx, clubId, userId, dto.level!, 'staff');
        }
        await auditUpdate(tx, clubId, actor, target, dto, emailChanged);
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
   * Removes the person from the club as if they left (MemberDeparture): sign-ups to come are
   * cancelled and the places go to the oldest waitlisted people in the same transaction, past
   * sign-ups stay as 'Former member', and their login goes once no club or system role holds it.
   */
  async remove(clubId: string, actor: Principal, userId: string): Promise<DeletedView> {
    await this.db.transaction(async (tx) => {
      const superAdmins = await membershipStore.lockSuperAdmins(tx, clubId);
      // FOR UPDATE: no new sign-up of theirs can appear from here on (its key waits on this lock).
      const target = await findClubUser(tx, clubId, userId, 'FOR UPDATE OF m');
      assertMayManage(actor.userType, target.user_type, undefined);
      assertKeepsASuperAdmin(target.user_type, null, countOthers(superAdmins, userId));
      await this.departure.depart(tx, clubId, userId);
      await recordAudit(tx, {
        clubId,
        actor,
        action: 'club_user.removed',
        targetType: 'club_user',
        targetId: userId,
        summary: `Removed (was ${target.user_type})`,
      });
    });
    await this.departure.endSessions(clubId, userId);
    return { id: userId };
  }
}

async function findClubUser(
  db: EntityManager,
  clubId: string,
  userId: string,
  lock: ClubUserLock = '',
): Promise<ClubUserView> {
  const row = await clubUserStore.find(db, clubId, userId, lock);
  if (!row) throw new NotFoundException(API_ERRORS.userNotFound);
  return row;
}

/**
 * The audit entry of a change to a club user: a new type is its own action (a promotion or a
 * demotion, named with both types); otherwise the changed fields by name. Values are left out:
 * an e-mail address or a level is personal data the log does not copy. Nothing changed, no entry.
 */
async function auditUpdate(
  tx: EntityManager,
  clubId: string,
  actor: Principal,
  before: ClubUserView,
  dto: UpdateClubUserDto,
  emailChanged: boolean,
): Promise<void> {
  // Read by key, so fields the membership gains (member number, phone) are named as they come.
  const sent = dto as unknown as Record<string, unknown>;
  const stored = before as unknown as Record<string, unknown>;
  const differs = (field: string) => sent[field] !== undefined && sent[field] !== stored[field];
  const fields = [
    differs('name') && 'name',
    emailChanged && 'email',
    differs('member_number') && 'member_number',
    differs('phone') && 'phone',
    differs('level') && 'level',
  ].filter((field): field is string => typeof field === 'string');
  const typeChanged = dto.user_type !== undefined && dto.user_type !== before.user_type;
  if (!typeChanged && !fields.length) return;
  const changed = fields.length ? `changed: ${fields.join(', ')}` : '';
  await recordAudit(tx, {
    clubId,
    actor,
    action: typeChanged ? 'club_user.type_changed' : 'club_user.updated',
    targetType: 'club_user',
    targetId: before.id,
    summary: typeChanged
      ? `Type ${before.user_type} → ${dto.user_type}${changed ? `; ${changed}` : ''}`
      : changed.charAt(0).toUpperCase() + changed.slice(1),
  });
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
  await peopleStore.lock(tx, userId);
  if (actor.kind !== 'system' && (await membershipStore.belongsElsewhere(tx, userId, clubId))) {
    throw new ConflictException(API_ERRORS.emailSharedAcrossClubs);
  }
  if (await peopleStore.emailInUse(tx, email)) throw new ConflictException(API_ERRORS.emailTaken);
}
