import type { EventStatus, EventType, RecurringPattern } from '@courtside/domain';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  Index,
  PrimaryGeneratedColumn,
  Unique,
  UpdateDateColumn,
} from 'typeorm';

/**
 * An event, alone or one occurrence of a series.
 *
 * Wall-clock columns (`timestamp` without zone: start_time, end_time, original_start) are the
 * club's local times. The driver reads them as text, `YYYY-MM-DD HH:mm:ss` (data-source-options),
 * which is their type here; TypeORM's own entity loading (find, getMany) would turn them into a
 * Date in the server's zone, so read them with raw selects.
 *
 * Triggers keep `ical_sequence` (bumped by every change a calendar shows), the sign-ups' copy of
 * `end_time` and the club's event count.
 */
@Entity({ name: 'events' })
// What composite foreign keys from sign-ups, draws and change windows point at: same club only.
@Unique('uq_events_id_club', ['id', 'club_id'])
// An occurrence exists once, however many replicas extend its series at once.
@Unique('uq_events_series_original', ['series_id', 'original_start'])
@Index('ix_events_club_start', ['club_id', 'start_time'])
@Index('ix_events_club_end', ['club_id', 'end_time'])
@Check('ck_events_times', 'end_time > start_time')
@Check('ck_events_type', `event_type IN ('mixin', 'tournament', 'training', 'social', 'meeting', 'other')`)
@Check('ck_events_pattern', `recurring_pattern IN ('none', 'daily', 'weekly', 'monthly')`)
@Check('ck_events_capacity', 'capacity IS NULL OR capacity BETWEEN 1 AND 10000')
@Check('ck_events_name_length', 'char_length(name) <= 800')
@Check('ck_events_description_length', 'char_length(description) <= 4000')
@Check('ck_events_location_length', 'char_length(location) <= 1600')
@Check('ck_events_status', `status IN ('scheduled', 'cancelled')`)
@Check('ck_events_cancel_reason_length', 'char_length(cancel_reason) <= 2400')
@Check('ck_events_series_original', '(series_id IS NULL) = (original_start IS NULL)')
@Check(
  'ck_events_signup_window',
  `(signup_opens_at IS NULL OR signup_closes_at IS NULL OR signup_opens_at < signup_closes_at) AND (signup_closes_at IS NULL OR signup_closes_at <= end_time) AND (signup_opens_at IS NULL OR signup_opens_at < end_time)`,
)
@Check('ck_events_cancel_cutoff', 'cancel_cutoff_hours IS NULL OR cancel_cutoff_hours BETWEEN 0 AND 168')
// The standing job: occurrences still waiting for their window to open.
@Index('ix_events_standing_pending', ['signup_opens_at'], { where: 'standing_pending' })
@ForeignKey('series', ['series_id', 'club_id'], ['id', 'club_id'], {
  name: 'fk_events_series',
  onDelete: 'CASCADE',
})
export class Event {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' })
  @ForeignKey('clubs', { name: 'events_club_id_fkey', onDelete: 'CASCADE' })
  club_id!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', default: '' }) description!: string;
  @Column({ type: 'varchar', length: 20, default: 'mixin' }) event_type!: EventType;
  @Column({ type: 'timestamp' }) start_time!: string;
  @Column({ type: 'timestamp' }) end_time!: string;
  @Column({ type: 'varchar', length: 10, default: 'none' }) recurring_pattern!: RecurringPattern;
  @Column({ type: 'text', default: '' }) location!: string;
  @Column({ type: 'integer', nullable: true }) capacity!: number | null;
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('users', { name: 'events_created_by_fkey', onDelete: 'SET NULL' })
  created_by!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
  /** The series this is an occurrence of; null for a single event. */
  @Column({ type: 'uuid', nullable: true }) series_id!: string | null;
  /** The rule's time for this occurrence, kept when the occurrence is moved (wall clock). */
  @Column({ type: 'timestamp', nullable: true }) original_start!: string | null;
  @Column({ type: 'varchar', length: 10, default: 'scheduled' }) status!: EventStatus;
  /** What staff said when cancelling (multi-line); null when none, and cleared on reinstate. */
  @Column({ type: 'text', nullable: true }) cancel_reason!: string | null;
  /** The template fields changed on this occurrence alone, which a series edit leaves alone. */
  @Column({ type: 'text', array: true, default: [] }) overridden_fields!: string[];
  /** The calendar's SEQUENCE for this event (a trigger bumps it). */
  @Column({ type: 'integer', default: 0 }) ical_sequence!: number;
  /**
   * When sign-ups open and close (wall clock; null: no bound). An occurrence's are derived from
   * its series' offsets by a trigger (migration SignupWindows), never written by code.
   */
  @Column({ type: 'timestamp', nullable: true }) signup_opens_at!: string | null;
  @Column({ type: 'timestamp', nullable: true }) signup_closes_at!: string | null;
  /** A confirmed person's own cancellation from `start - cancel_cutoff_hours` on is late; null: never. */
  @Column({ type: 'smallint', nullable: true }) cancel_cutoff_hours!: number | null;
  /** The standing sign-ups of this occurrence wait for its window to open. */
  @Column({ type: 'boolean', default: false }) standing_pending!: boolean;
  /** May be shown as a share card (API.md section 15); null: as its kind (defaultPublicCard). */
  @Column({ type: 'boolean', nullable: true }) public_card!: boolean | null;
}
