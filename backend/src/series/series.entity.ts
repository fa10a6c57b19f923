import type { EventType, RecurringPattern } from '@courtside/domain';
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
 * A repeating event: the rule and the template its occurrences (event rows) are made from.
 *
 * `dtstart` and `materialised_until` are wall-clock `timestamp`s, which the driver reads as text
 * (`YYYY-MM-DD HH:mm:ss`); TypeORM's own entity loading (find, getMany) would turn them into
 * Dates in the server's zone, so read them with raw selects. `start_local_time` reads as
 * `HH:mm:ss`. `until` is typed as TypeORM loads a date, `YYYY-MM-DD`; a raw select of the bare
 * column gives a Date at the server's midnight, so raw selects read `to_char(until, 'YYYY-MM-DD')`.
 */
@Entity({ name: 'series' })
// What the composite foreign keys of occurrences and standing sign-ups point at: same club only.
@Unique('uq_series_id_club', ['id', 'club_id'])
// The horizon job: series whose occurrences stop short of the horizon.
@Index('ix_series_materialised', ['materialised_until'])
@Index('ix_series_club', ['club_id'])
@Check('ck_series_rule_length', 'char_length(rule) <= 200')
@Check('ck_series_pattern', `recurring_pattern IN ('daily', 'weekly', 'monthly')`)
@Check('ck_series_until', 'until IS NULL OR until >= dtstart::date')
@Check('ck_series_name_length', 'char_length(name) <= 800')
@Check('ck_series_description_length', 'char_length(description) <= 4000')
@Check('ck_series_location_length', 'char_length(location) <= 1600')
@Check('ck_series_type', `event_type IN ('mixin', 'tournament', 'training', 'social', 'meeting', 'other')`)
@Check('ck_series_capacity', 'capacity IS NULL OR capacity BETWEEN 1 AND 10000')
@Check('ck_series_duration', 'duration_minutes > 0')
@Check(
  'ck_series_signup_offsets',
  `(signup_opens_hours_before IS NULL OR signup_opens_hours_before BETWEEN 0 AND 720) AND (signup_closes_hours_before IS NULL OR signup_closes_hours_before BETWEEN 0 AND 720) AND (signup_opens_hours_before IS NULL OR signup_closes_hours_before IS NULL OR signup_opens_hours_before > signup_closes_hours_before)`,
)
@Check('ck_series_cancel_cutoff', 'cancel_cutoff_hours IS NULL OR cancel_cutoff_hours BETWEEN 0 AND 168')
export class Series {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' })
  @ForeignKey('clubs', { name: 'series_club_id_fkey', onDelete: 'CASCADE' })
  club_id!: string;
  /** The RRULE, canonical and without UNTIL. */
  @Column({ type: 'text' }) rule!: string;
  @Column({ type: 'varchar', length: 10 }) recurring_pattern!: Exclude<RecurringPattern, 'none'>;
  /** The first occurrence's start (wall clock). */
  @Column({ type: 'timestamp' }) dtstart!: string;
  /** The last day occurrences may fall on, inclusive; null: open-ended. */
  @Column({ type: 'date', nullable: true }) until!: string | null;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', default: '' }) description!: string;
  @Column({ type: 'varchar', length: 20, default: 'mixin' }) event_type!: EventType;
  @Column({ type: 'text', default: '' }) location!: string;
  @Column({ type: 'integer', nullable: true }) capacity!: number | null;
  @Column({ type: 'time' }) start_local_time!: string;
  @Column({ type: 'integer' }) duration_minutes!: number;
  /** The latest rule time occurrences exist for (the horizon job's mark; wall clock). */
  @Column({ type: 'timestamp' }) materialised_until!: string;
  /** The horizon job stopped short of the horizon at the club's quota of events to come. */
  @Column({ type: 'boolean', default: false }) horizon_blocked!: boolean;
  /**
   * The sign-up window of each occurrence, in wall-clock hours before its start (null: no bound),
   * and its cancellation cut-off; the driver reads numeric as text, so raw selects cast it.
   */
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true }) signup_opens_hours_before!:
    number | null;
  @Column({ type: 'numeric', precision: 5, scale: 2, nullable: true }) signup_closes_hours_before!:
    number | null;
  @Column({ type: 'smallint', nullable: true }) cancel_cutoff_hours!: number | null;
  /** Members may hold a standing sign-up for this series. */
  @Column({ type: 'boolean', default: true }) allow_standing_signups!: boolean;
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('users', { name: 'series_created_by_fkey', onDelete: 'SET NULL' })
  created_by!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
