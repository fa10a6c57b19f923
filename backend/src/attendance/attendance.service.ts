import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { API_ERRORS, CHECK_IN_RULES, type MarkedAttendance, type Reliability } from '@courtside/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { deriveToken } from '../common/auth/derived-token';
import { hashSecret } from '../common/auth/session-token';
import { TokenSecret } from '../common/auth/token-secret';
import type { Principal } from '../common/http/request-context';
import { publicOrigin } from '../common/http/public-url';
import type { Club } from '../common/tenancy/club.entity';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { signupStore } from '../signups/signups.store';
import { attendanceStore, type AttendanceListRow, type AttendanceTarget } from './attendance.store';

/** Characters of the derived token a check-in code keeps: 16 base64url characters, 96 bits. */
const CODE_LENGTH = 16;

export interface CheckInCode {
  code: string;
  url: string;
  valid_from: string;
  valid_until: string;
}

/**
 * Check-in and attendance on the evening (API.md section 14 and its decisions). Every "now" is the
 * database's: windows are compared in SQL on the club's clock.
 */
@Injectable()
export class AttendanceService {
  constructor(
    private readonly db: DataSource,
    private readonly secret: TokenSecret,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(clubId: string, eventId: string): Promise<AttendanceListRow[]> {
    if (!(await attendanceStore.target(this.db.manager, clubId, eventId)))
      throw new NotFoundException(API_ERRORS.eventNotFound);
    return attendanceStore.list(this.db.manager, clubId, eventId);
  }

  /**
   * Staff record a person as present or absent (or correct a no_show) from an hour before the
   * start to 14 days after the end. Someone without a confirmed place who is present joins as a
   * walk-in by the sign-up rules: a member of the club, not a guest, and only while there is room.
   */
  async mark(
    clubId: string,
    eventId: string,
    userId: string,
    status: MarkedAttendance,
  ): Promise<AttendanceListRow> {
    await this.db.transaction(async (tx) => {
      const event = await this.recordable(tx, clubId, eventId);
      const signup = await attendanceStore.signupOf(tx, eventId, userId);
      if (signup?.status !== 'confirmed') {
        const userType = await signupStore.memberType(tx, clubId, userId);
        if (userType === null) throw new NotFoundException(API_ERRORS.userNotFound);
        if (status === 'absent') throw new ConflictException(API_ERRORS.absentNotSignedUp);
        if (userType === 'clubguest') throw new ConflictException(API_ERRORS.guestSignupRefused);
        if (event.status === 'cancelled') throw new ConflictException(API_ERRORS.eventCancelled);
        // An offer already holds its place; anyone else needs a free one.
        const room =
          signup?.status === 'offered' ||
          event.capacity === null ||
          (await attendanceStore.placesTaken(tx, eventId)) < event.capacity;
        if (!room) throw new ConflictException(API_ERRORS.eventFull);
        await attendanceStore.confirmWalkIn(tx, clubId, eventId, userId);
      }
      await attendanceStore.record(tx, clubId, eventId, userId, status);
    });
    const rows = await attendanceStore.list(this.db.manager, clubId, eventId);
    return rows.find((row) => row.user_id === userId)!;
  }

  private async recordable(tx: EntityManager, clubId: string, eventId: string): Promise<AttendanceTarget> {
    const event = await attendanceStore.target(tx, clubId, eventId, true);
    if (!event) throw new NotFoundException(API_ERRORS.eventNotFound);
    if (!event.recording_open) throw new ConflictException(API_ERRORS.attendanceWindow);
    return event;
  }

  /** The event's current check-in code, with the URL the clubhouse view shows as a QR code. */
  async code(club: Pick<Club, 'id' | 'subdomain'>, eventId: string): Promise<CheckInCode> {
    const secret = await this.secret.get();
    return this.db.transaction(async (tx) => {
      const event = await attendanceStore.target(tx, club.id, eventId, true);
      if (!event) throw new NotFoundException(API_ERRORS.eventNotFound);
      const rotation = await attendanceStore.rotation(tx, club.id, eventId, (r) =>
        hashSecret(this.derive(secret, eventId, r)),
      );
      return this.codeView(club, eventId, event, this.derive(secret, eventId, rotation));
    });
  }

  /** A new code for the event; the one before stops working at once. */
  async rotate(club: Pick<Club, 'id' | 'subdomain'>, eventId: string): Promise<CheckInCode> {
    const secret = await this.secret.get();
    return this.db.transaction(async (tx) => {
      const event = await attendanceStore.target(tx, club.id, eventId, true);
      if (!event) throw new NotFoundException(API_ERRORS.eventNotFound);
      const hashOf = (r: number) => hashSecret(this.derive(secret, eventId, r));
      const next = (await attendanceStore.rotation(tx, club.id, eventId, hashOf)) + 1;
      const code = this.derive(secret, eventId, next);
      await attendanceStore.rotate(tx, eventId, next, hashSecret(code));
      return this.codeView(club, eventId, event, code);
    });
  }

  /**
   * The caller checks themself in with the event's code. In this order: ten wrong codes before
   * answer 429 to anything; a wrong code, or a right one outside its window, 400 (a wrong one
   * counts); not confirmed 403. Checking in again is fine.
   */
  async checkIn(
    clubId: string,
    caller: Principal,
    eventId: string,
    code: unknown,
  ): Promise<AttendanceListRow> {
    if (caller.kind !== 'club') throw new NotFoundException(API_ERRORS.noMembership);
    const db = this.db.manager;
    const event = await attendanceStore.target(db, clubId, eventId);
    if (!event) throw new NotFoundException(API_ERRORS.eventNotFound);
    if ((await attendanceStore.failures(db, eventId, caller.id)) >= CHECK_IN_RULES.maxWrongCodes)
      throw new HttpException(API_ERRORS.checkInTooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
    const right =
      typeof code === 'string' &&
      code.length === CODE_LENGTH &&
      (await attendanceStore.codeMatches(db, eventId, hashSecret(code)));
    if (!right) {
      const failures = await attendanceStore.addFailure(db, eventId, caller.id);
      if (failures > CHECK_IN_RULES.maxWrongCodes)
        throw new HttpException(API_ERRORS.checkInTooManyAttempts, HttpStatus.TOO_MANY_REQUESTS);
      throw new BadRequestException(API_ERRORS.checkInCodeInvalid);
    }
    await this.db.transaction(async (tx) => {
      const locked = await attendanceStore.target(tx, clubId, eventId, true);
      if (!locked?.check_in_open || locked.status === 'cancelled')
        throw new BadRequestException(API_ERRORS.checkInCodeInvalid);
      const signup = await attendanceStore.signupOf(tx, eventId, caller.id);
      if (signup?.status !== 'confirmed') throw new ForbiddenException(API_ERRORS.checkInNotConfirmed);
      await attendanceStore.record(tx, clubId, eventId, caller.id, 'present');
    });
    const rows = await attendanceStore.list(db, clubId, eventId);
    return rows.find((row) => row.user_id === caller.id)!;
  }

  /** The caller's own figures; system staff have none (404). */
  ownReliability(clubId: string, caller: Principal): Promise<Reliability> {
    if (caller.kind !== 'club') throw new NotFoundException(API_ERRORS.noMembership);
    return attendanceStore.reliability(this.db.manager, clubId, caller.id);
  }

  private derive(secret: string, eventId: string, rotation: number): string {
    return deriveToken(secret, 'check-in', eventId, String(rotation)).slice(0, CODE_LENGTH);
  }

  private codeView(
    club: Pick<Club, 'subdomain'>,
    eventId: string,
    event: AttendanceTarget,
    code: string,
  ): CheckInCode {
    const origin = publicOrigin(this.config, club.subdomain);
    return {
      code,
      url: `${origin}/events/${eventId}/check-in?code=${encodeURIComponent(code)}`,
      valid_from: event.valid_from,
      valid_until: event.valid_until,
    };
  }
}
