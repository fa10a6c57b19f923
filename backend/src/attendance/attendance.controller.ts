import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { API_ERRORS, CHECK_IN_RULES, RELIABILITY_DAYS, type Reliability } from '@courtside/domain';
import { ClubScoped, CurrentPrincipal, RequireCapability } from '../common/auth/decorators';
import { ApiDataResponse } from '../common/http/api-data';
import type { Principal } from '../common/http/request-context';
import { UuidParam } from '../common/http/uuid-param.pipe';
import { CurrentClub } from '../common/tenancy/current-club.decorator';
import type { Club } from '../common/tenancy/club.entity';
import type { AttendanceListRow } from './attendance.store';
import { AttendanceService, type CheckInCode } from './attendance.service';
import {
  AttendanceItemView,
  CheckInCodeView,
  CheckInDto,
  MarkAttendanceDto,
  ReliabilityView,
} from './dto/attendance.dto';

const eventId = new UuidParam(API_ERRORS.eventNotFound);
const WINDOW = `from ${CHECK_IN_RULES.opensMinutesBefore} minutes before the start to ${CHECK_IN_RULES.correctionDays} days after the end (409 otherwise)`;

/** Check-in, attendance and reliability on the evening (API.md section 14). */
@ApiTags('attendance')
@ClubScoped()
@Controller()
export class AttendanceController {
  constructor(private readonly attendance: AttendanceService) {}

  @Get('events/:id/attendance')
  @RequireCapability('events:manage')
  @ApiOperation({
    summary: "An event's attendance list",
    description:
      'Every confirmed sign-up (in sign-up order) with what is recorded, unknown while nothing is; then late cancellations.',
  })
  @ApiDataResponse(AttendanceItemView, { isArray: true })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async list(
    @CurrentClub() club: Club,
    @Param('id', eventId) id: string,
  ): Promise<{ data: AttendanceListRow[] }> {
    return { data: await this.attendance.list(club.id, id) };
  }

  @Post('events/:id/attendance')
  @HttpCode(200)
  @RequireCapability('events:manage')
  @ApiOperation({
    summary: 'Mark a person present or absent',
    description:
      `Recorded ${WINDOW}; also corrects a no_show. Someone without a confirmed place marked present joins as a ` +
      `confirmed walk-in by the sign-up rules: a member (404 otherwise), not a guest (409), while there is room (409 ${API_ERRORS.eventFull}). ` +
      'absent is excused: it never counts against reliability.',
  })
  @ApiDataResponse(AttendanceItemView)
  @ApiBadRequestResponse({ description: 'A field is not valid; the message names it' })
  @ApiNotFoundResponse({ description: `${API_ERRORS.eventNotFound}; ${API_ERRORS.userNotFound}` })
  @ApiConflictResponse({
    description: `${API_ERRORS.attendanceWindow}; ${API_ERRORS.eventFull}; ${API_ERRORS.guestSignupRefused}; ${API_ERRORS.absentNotSignedUp}`,
  })
  async mark(
    @CurrentClub() club: Club,
    @Param('id', eventId) id: string,
    @Body() body: MarkAttendanceDto,
  ): Promise<{ data: AttendanceListRow }> {
    return { data: await this.attendance.mark(club.id, id, body.user_id, body.status) };
  }

  @Get('events/:id/check-in-code')
  @RequireCapability('events:manage')
  @ApiOperation({
    summary: "The event's self check-in code",
    description:
      'One per event, derived from the server key and a rotation counter (only its hash is stored); it checks people in from 60 minutes before the start to the end. url is the self check-in page, for the QR code.',
  })
  @ApiDataResponse(CheckInCodeView)
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async code(@CurrentClub() club: Club, @Param('id', eventId) id: string): Promise<{ data: CheckInCode }> {
    return { data: await this.attendance.code(club, id) };
  }

  @Post('events/:id/check-in-code/rotate')
  @HttpCode(200)
  @RequireCapability('events:manage')
  @ApiOperation({ summary: 'A new check-in code', description: 'The one before stops working at once.' })
  @ApiDataResponse(CheckInCodeView)
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  async rotate(@CurrentClub() club: Club, @Param('id', eventId) id: string): Promise<{ data: CheckInCode }> {
    return { data: await this.attendance.rotate(club, id) };
  }

  @Post('events/:id/check-in')
  @HttpCode(200)
  @RequireCapability('signups:self')
  @ApiOperation({
    summary: 'Check oneself in with the code',
    description:
      'Checks: a wrong code, or one outside its window, 400; not confirmed 403; checking in again is 200. ' +
      `After ${CHECK_IN_RULES.maxWrongCodes} wrong codes for the event, 429.`,
  })
  @ApiDataResponse(AttendanceItemView)
  @ApiBadRequestResponse({ description: API_ERRORS.checkInCodeInvalid })
  @ApiForbiddenResponse({ description: API_ERRORS.checkInNotConfirmed })
  @ApiNotFoundResponse({ description: API_ERRORS.eventNotFound })
  @ApiTooManyRequestsResponse({ description: API_ERRORS.checkInTooManyAttempts })
  async checkIn(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
    @Param('id', eventId) id: string,
    @Body() body: CheckInDto,
  ): Promise<{ data: AttendanceListRow }> {
    return { data: await this.attendance.checkIn(club.id, caller, id, body.code) };
  }

  @Get('me/reliability')
  @RequireCapability('events:read')
  @ApiOperation({
    summary: "One's own reliability at this club",
    description: `Over the last ${RELIABILITY_DAYS} days. Only no_shows and late_cancels count against someone; absences staff marked are excused.`,
  })
  @ApiDataResponse(ReliabilityView)
  @ApiNotFoundResponse({ description: `System staff: ${API_ERRORS.noMembership}` })
  async reliability(
    @CurrentClub() club: Club,
    @CurrentPrincipal() caller: Principal,
  ): Promise<{ data: Reliability }> {
    return { data: await this.attendance.ownReliability(club.id, caller) };
  }
}
