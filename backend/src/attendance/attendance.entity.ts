import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { AttendanceStatus } from '@courtside/domain';

/**
 * What became of a person's place on an event (API.md sections 13 and 14): one record per event
 * and person. Keyed by the user, not the membership, so it outlives a person leaving the club
 * (shown as "Former member", as past sign-ups are); removing the event removes it.
 */
@Entity({ name: 'attendance' })
@Unique('uq_attendance_event_user', ['event_id', 'user_id'])
// A person's records at a club, latest first (reliability, the data export).
@Index('ix_attendance_club_user', ['club_id', 'user_id', 'recorded_at'])
@Check('ck_attendance_status', `status IN ('present', 'absent', 'no_show', 'late_cancel')`)
@ForeignKey('events', ['event_id', 'club_id'], ['id', 'club_id'], {
  name: 'fk_attendance_event',
  onDelete: 'CASCADE',
})
export class Attendance {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'uuid' }) event_id!: string;
  /** Null once the person left the club, or the club's retention period passed: the record stays. */
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('users', { name: 'attendance_user_id_fkey', onDelete: 'CASCADE' })
  user_id!: string | null;
  @Column({ type: 'varchar', length: 12 }) status!: AttendanceStatus;
  @Column({ type: 'timestamptz', default: () => 'now()' }) recorded_at!: Date;
}
