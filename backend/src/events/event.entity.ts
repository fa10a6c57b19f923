import type { EventType, RecurringPattern } from '@courtside/domain';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A club event. start_time/end_time are the club's local wall-clock times (no zone). */
@Entity({ name: 'events' })
export class ClubEvent {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'varchar', length: 100 }) name!: string;
  @Column({ type: 'varchar', length: 500, default: '' }) description!: string;
  @Column({ type: 'varchar', length: 20, default: 'mixin' }) event_type!: EventType;
  @Column({ type: 'timestamp' }) start_time!: string;
  @Column({ type: 'timestamp' }) end_time!: string;
  @Column({ type: 'varchar', length: 10, default: 'none' }) recurring_pattern!: RecurringPattern;
  @Column({ type: 'varchar', length: 200, default: '' }) location!: string;
  @Column({ type: 'integer', nullable: true }) capacity!: number | null;
  @Column({ type: 'uuid', nullable: true }) created_by!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
