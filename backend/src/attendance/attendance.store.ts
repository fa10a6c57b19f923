import type { EntityManager } from 'typeorm';
import { WALL_CLOCK } from '../common/sql/wall-clock';
import type { Attendance } from './attendance.entity';

/** A person's attendance record as their data export shows it: the event as it is now, or was. */
export type OwnAttendanceRow = Pick<Attendance, 'event_id' | 'status' | 'recorded_at'> & {
  event_name: string;
  /** Club wall-clock, as the API writes start_time. */
  start_time: string;
};

/**
 * Every attendance record of a person at a club, latest first: for their data export (API.md
 * sections 12 and 14: `late_cancel` and `no_show` are part of it). Late cancellations are written
 * by sign-ups (signupStore.recordLateCancel), which stand below this folder.
 */
export function attendanceOf(db: EntityManager, userId: string, clubId: string): Promise<OwnAttendanceRow[]> {
  return db.query(
    `SELECT a.event_id, e.name AS event_name, ${WALL_CLOCK('e.start_time')} AS start_time, a.status, a.recorded_at
       FROM attendance a JOIN events e ON e.id = a.event_id
      WHERE a.club_id = $1 AND a.user_id = $2
      ORDER BY a.recorded_at DESC, a.id`,
    [clubId, userId],
  );
}
