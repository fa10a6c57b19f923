import type { DrawPair } from '@courtside/domain';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  ForeignKey,
  PrimaryColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { StoredResult } from './draw-store';

/**
 * The draw of an event (at most one: the event's id is the key), with the settings it was made
 * with, its result and the fingerprint of the confirmed sign-ups it saw.
 */
@Entity({ name: 'draws' })
@Check('ck_draws_courts', 'cardinality(courts) BETWEEN 1 AND 40')
@Check('ck_draws_rounds', 'rounds BETWEEN 1 AND 20')
@Check('ck_draws_round_minutes', 'round_minutes IS NULL OR round_minutes BETWEEN 1 AND 1440')
@Check('ck_draws_mix', 'mix BETWEEN 0 AND 1')
@Check('ck_draws_seed', 'seed BETWEEN 0 AND 4294967295')
@ForeignKey('events', ['event_id', 'club_id'], ['id', 'club_id'], {
  name: 'fk_draws_event',
  onDelete: 'CASCADE',
})
export class EventDraw {
  @PrimaryColumn({ type: 'uuid' }) event_id!: string;
  @Column({ type: 'uuid' }) club_id!: string;
  @Column({ type: 'text', array: true }) courts!: string[];
  @Column({ type: 'smallint' }) rounds!: number;
  @Column({ type: 'smallint', nullable: true }) round_minutes!: number | null;
  @Column({ type: 'double precision' }) mix!: number;
  /** A bigint (up to 2^32 - 1), which the driver reads as text. */
  @Column({ type: 'bigint' }) seed!: string;
  @Column({ type: 'jsonb', default: [] }) locked_pairs!: DrawPair[];
  @Column({ type: 'jsonb', default: [] }) avoid_pairs!: DrawPair[];
  /** User ids of the players absent. */
  @Column({ type: 'jsonb', default: [] }) absent!: string[];
  /** User id to the first round the player is there for. */
  @Column({ type: 'jsonb', default: {} }) arrives_from_round!: Record<string, number>;
  /** `json`, not `jsonb`: it keeps the algorithm's key order byte for byte. */
  @Column({ type: 'json' }) result!: StoredResult;
  @Column({ type: 'varchar', length: 40 }) algorithm_version!: string;
  @Column({ type: 'char', length: 64 }) signups_fingerprint!: string;
  /** Bumped by every change of the draw. */
  @Column({ type: 'integer', default: 1 }) version!: number;
  @Column({ type: 'timestamptz', nullable: true }) published_at!: Date | null;
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('users', { name: 'draws_created_by_fkey', onDelete: 'SET NULL' })
  created_by!: string | null;
  @Column({ type: 'uuid', nullable: true })
  @ForeignKey('system_users', { name: 'draws_created_by_system_user_fkey', onDelete: 'SET NULL' })
  created_by_system_user!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) created_at!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updated_at!: Date;
}
