import type { EventStatus, EventType, RecurringPattern } from '@courtside/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A club event. start_time/end_time are the club's local wall-clock times (no zone). */
@Entity({ name: 'events' })
export class ClubEvent {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'text' }) name!: string;
  @Column({ type: 'text', default: '' }) description!: string;
  @Column({ type: 'varchar', length: 20, default: 'mixin' }) event_type!: EventType;
  @Column({ type: 'timestamp' }) start_time!: string;
  @Column({ type: 'timestamp' }) end_time!: string;
  @Column({ type: 'varchar', length: 10, default: 'none' }) recurring_pattern!: RecurringPattern;
  @Column({ type: 'text', default: '' }) location!: string;
  @Column({ type: 'integer', nullable: true }) capacity!: number | null;
  /** The series this is an occurrence of (null: a one-off event), and the rule's time for it. */
  @Column({ type: 'uuid', nullable: true }) series_id!: string | null;
  @Column({ type: 'timestamp', nullable: true }) original_start!: string | null;
  @Column({ type: 'varchar', length: 10, default: 'scheduled' }) status!: EventStatus;
  /** Fields changed on this occurrence alone: a series edit keeps them. */
  @Column({ type: 'text', array: true, default: '{}' }) overridden_fields!: string[];
  @Column({ type: 'uuid', nullable: true }) created_by!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
