import { ApiProperty } from '@nestjs/swagger';
import {
  ATTENDANCE_LIST_STATUSES,
  MARKED_ATTENDANCE,
  RELIABILITY_DAYS,
  VALIDATION,
  type AttendanceListStatus,
  type MarkedAttendance,
} from '@courtside/domain';
import { IsDefined, IsIn, IsNotEmpty, IsString, IsUUID, MaxLength } from 'class-validator';

/** `POST /api/events/:id/attendance`. */
export class MarkAttendanceDto {
  @ApiProperty({ format: 'uuid', description: 'A user of this club; not signed up: a walk-in' })
  @IsNotEmpty({ message: VALIDATION.selectUserToSignUp })
  @IsUUID('all', { message: VALIDATION.selectUserToSignUp })
  user_id!: string;

  @ApiProperty({ enum: MARKED_ATTENDANCE })
  @IsIn(MARKED_ATTENDANCE, { message: VALIDATION.attendanceStatusInvalid })
  status!: MarkedAttendance;
}

/** `POST /api/events/:id/check-in`. */
export class CheckInDto {
  @ApiProperty({
    description: 'The code of the QR code in the clubhouse (the `code` of its URL)',
    maxLength: 64,
  })
  @IsDefined({ message: VALIDATION.checkInCodeRequired })
  @IsString({ message: VALIDATION.checkInCodeRequired })
  @IsNotEmpty({ message: VALIDATION.checkInCodeRequired })
  @MaxLength(64, { message: VALIDATION.checkInCodeRequired })
  code!: string;
}

/** A person on an event's attendance list. */
export class AttendanceItemView {
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'Null for a late cancellation' })
  signup_id!: string | null;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'Null once they left the club' })
  user_id!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({
    enum: ATTENDANCE_LIST_STATUSES,
    description:
      'unknown: nothing recorded yet; no_show: the no-shows job; late_cancel: cancelled after the cut-off',
  })
  status!: AttendanceListStatus;
}

/** `GET /api/events/:id/check-in-code`. */
export class CheckInCodeView {
  @ApiProperty({ description: '16 characters (96 bits); one per event until rotated' }) code!: string;
  @ApiProperty({ description: 'The self check-in page with the code, for the QR code' }) url!: string;
  @ApiProperty({ description: 'Club wall-clock: 60 minutes before the start' }) valid_from!: string;
  @ApiProperty({ description: 'Club wall-clock: the end' }) valid_until!: string;
}

/** A person's figures at the club. */
export class ReliabilityView {
  @ApiProperty({ description: `Checked in present, over the last ${RELIABILITY_DAYS} days` })
  attended!: number;
  @ApiProperty({ description: `Cancelled after the cut-off, over the last ${RELIABILITY_DAYS} days` })
  late_cancels!: number;
  @ApiProperty({ description: `Did not come, over the last ${RELIABILITY_DAYS} days` }) no_shows!: number;
}
