import { ConflictException, HttpException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import {
  API_ERRORS,
  JOIN_REQUEST_LIMITS,
  JOIN_REQUEST_STATUSES,
  VALIDATION,
  type JoinApproveType,
  type JoinRequestStatus,
  type Locale,
} from '@courtside/domain';
import { DataSource } from 'typeorm';
import { recordAudit } from '../common/audit/record-audit';
import { sessionStore } from '../common/auth/sessions.store';
import { errorBody } from '../common/errors/error-body';
import { FieldValidationException } from '../common/errors/validation.exception';
import type { Principal } from '../common/http/request-context';
import { membershipStore } from '../users/memberships.store';
import type { CreateJoinRequestDto, JoinRequestView, MyJoinRequestView } from './dto/join-request.dto';
import { joinRequestStore, type JoinRequestRow } from './join-requests.store';

/**
 * Join requests (API.md section 12): a pending joiner (signed in at a club whose join policy is
 * `request`, with no membership) asks to join; user managers approve (the membership is made
 * from the request) or decline (the person's sessions here end; a new request is refused for 30
 * days). Every decision is audited and mailed through the outbox in its own transaction; new
 * requests reach the user managers as an hourly digest at most.
 */
@Injectable()
export class JoinRequestsService {
  constructor(private readonly db: DataSource) {}

  async create(
    clubId: string,
    caller: Principal,
    dto: CreateJoinRequestDto,
    locale: Locale | null,
  ): Promise<MyJoinRequestView> {
    if (caller.kind !== 'club') throw new NotFoundException(API_ERRORS.noMembership);
    return this.db.transaction(async (tx) => {
      await joinRequestStore.lockClub(tx, clubId);
      if (await joinRequestStore.isMember(tx, clubId, caller.id))
        throw new ConflictException(API_ERRORS.alreadyMember);
      const latest = await joinRequestStore.latest(tx, clubId, caller.id);
      if (latest?.status === 'pending') throw new ConflictException(API_ERRORS.joinRequestExists);
      if (latest?.refused) throw new ConflictException(API_ERRORS.joinRequestRefused);
      if ((await joinRequestStore.pendingCount(tx, clubId)) >= JOIN_REQUEST_LIMITS.pendingMax)
        throw new HttpException(errorBody(429, API_ERRORS.joinRequestsFull), HttpStatus.TOO_MANY_REQUESTS);
      const row = await joinRequestStore.insert(tx, {
        club_id: clubId,
        user_id: caller.id,
        name: dto.name,
        member_number: dto.member_number ?? null,
        phone: dto.phone ?? null,
        message: dto.message ?? null,
        locale,
      });
      await joinRequestStore.queueDigests(tx, clubId);
      return { status: 'pending', created_at: new Date(row.created_at).toISOString() };
    });
  }

  /** The caller's latest request here; 404 without one. */
  async mine(clubId: string, caller: Principal): Promise<MyJoinRequestView> {
    if (caller.kind !== 'club') throw new NotFoundException(API_ERRORS.noMembership);
    const row = await joinRequestStore.latest(this.db.manager, clubId, caller.id);
    if (!row) throw new NotFoundException(API_ERRORS.joinRequestNotFound);
    return { status: row.status, created_at: new Date(row.created_at).toISOString() };
  }

  /** Withdraws the caller's pending request; 404 without one. */
  async withdraw(clubId: string, caller: Principal): Promise<MyJoinRequestView> {
    if (caller.kind !== 'club') throw new NotFoundException(API_ERRORS.noMembership);
    const row = await joinRequestStore.withdraw(this.db.manager, clubId, caller.id);
    if (!row) throw new NotFoundException(API_ERRORS.joinRequestNotFound);
    return { status: 'pending', created_at: new Date(row.created_at).toISOString() };
  }

  async list(clubId: string, status: unknown): Promise<JoinRequestView[]> {
    if (status !== undefined && !(JOIN_REQUEST_STATUSES as readonly unknown[]).includes(status))
      throw FieldValidationException.forField('status', VALIDATION.joinStatusInvalid);
    const rows = await joinRequestStore.list(
      this.db.manager,
      clubId,
      (status as JoinRequestStatus | undefined) ?? 'pending',
    );
    return rows.map(toView);
  }

  /** Makes the membership from the request, as `userType` (default clubmember). */
  async approve(
    clubId: string,
    actor: Principal,
    id: string,
    userType: JoinApproveType = 'clubmember',
  ): Promise<JoinRequestView> {
    return this.db.transaction(async (tx) => {
      const request = await this.lockPending(tx, clubId, id);
      // Someone staff added meanwhile keeps the membership they have.
      const member = await joinRequestStore.isMember(tx, clubId, request.user_id);
      if (!member)
        await membershipStore.add(tx, {
          clubId,
          userId: request.user_id,
          userType,
          name: request.name,
          memberNumber: request.member_number,
          phone: request.phone,
        });
      await joinRequestStore.decide(tx, id, { status: 'approved', userType, reason: null, by: actor.id });
      await joinRequestStore.queueDecisionMail(tx, clubId, request.user_id, 'join_approved', null);
      await recordAudit(tx, {
        clubId,
        actor,
        action: 'join_request.approved',
        targetType: 'join_request',
        targetId: id,
        summary: `Approved ${request.name} as ${userType}`,
      });
      return toView({ ...(await joinRequestStore.lock(tx, clubId, id))! });
    });
  }

  /** Declines: the person is mailed (with the reason) and signed out here. */
  async decline(
    clubId: string,
    actor: Principal,
    id: string,
    reason: string | null,
  ): Promise<JoinRequestView> {
    return this.db.transaction(async (tx) => {
      const request = await this.lockPending(tx, clubId, id);
      await joinRequestStore.decide(tx, id, { status: 'declined', userType: null, reason, by: actor.id });
      await joinRequestStore.queueDecisionMail(tx, clubId, request.user_id, 'join_declined', reason);
      // A declined person is no pending joiner any more: their sessions here end with the decision.
      if (!(await joinRequestStore.isMember(tx, clubId, request.user_id)))
        await sessionStore.deleteClubSessions(tx, request.user_id, clubId);
      await recordAudit(tx, {
        clubId,
        actor,
        action: 'join_request.declined',
        targetType: 'join_request',
        targetId: id,
        summary: `Declined ${request.name}${reason ? ' with a reason' : ''}`,
      });
      return toView({ ...(await joinRequestStore.lock(tx, clubId, id))! });
    });
  }

  private async lockPending(
    tx: Parameters<typeof joinRequestStore.lock>[0],
    clubId: string,
    id: string,
  ): Promise<JoinRequestRow> {
    const request = await joinRequestStore.lock(tx, clubId, id);
    if (!request) throw new NotFoundException(API_ERRORS.joinRequestNotFound);
    if (request.status !== 'pending') throw new ConflictException(API_ERRORS.joinRequestDecided);
    return request;
  }
}

function toView(row: JoinRequestRow): JoinRequestView {
  return {
    id: row.id,
    user_id: row.user_id,
    email: row.email,
    name: row.name,
    member_number: row.member_number,
    phone: row.phone,
    message: row.message,
    status: row.status,
    user_type: row.user_type,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
    decided_at: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}
